import type { Plugin } from 'vite';

/** A module-level `React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)` call. */
const REACT_FACTORY_CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** A statement that names a component for React DevTools: `Form.displayName = "Form";`. */
const DISPLAY_NAME_STATEMENT = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the build drop the react-router pieces the club never renders (Form and the fetchers,
 * the data-router, RSC and framework components, with all they reference) from the first
 * chunk. Two things kept them: module-level factory calls such as `React.forwardRef(FormImpl)`,
 * which count as side effects unless marked pure, and `Form.displayName = "Form"`, a property
 * write. The calls only make objects, so they are marked pure; the names only label components
 * in React DevTools, so their statements are removed.
 */
export function pureReactCallsPlugin(): Plugin {
  return {
    name: 'clube-pure-react-calls',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        const trimmed = code
          .replace(REACT_FACTORY_CALL, '/* @__PURE__ */ $1')
          .replace(DISPLAY_NAME_STATEMENT, '');
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}

// ESLint flat config. Not type-checked (fast): `tsc -b` does the type checking.
// The dependency rule of DESIGN.md lives here: web -> core <- adapters, core framework-free.
// `node scripts/check-dependency-rule.mjs` proves that these restrictions fire.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** `packages/<name>` or `examples/<name>` holding a file, or undefined. */
function workspacePackageOf(file) {
  const parts = relative(ROOT, file).split(sep);
  if ((parts[0] === 'packages' || parts[0] === 'examples') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return undefined;
}

/**
 * A relative import may not leave its workspace package: another package is reached through
 * its name (`@clube/core`), which is what the dependency rule checks.
 */
const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that climb out of a workspace package' },
    schema: [],
    messages: {
      escape:
        "'{{source}}' climbs out of {{pkg}} into {{target}}. Import another workspace package by its name (@clube/…), as the dependency rule allows.",
    },
  },
  create(context) {
    const file = context.filename;
    const pkg = workspacePackageOf(file);
    if (!pkg) return {};
    const pkgDir = resolve(ROOT, pkg);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      if (target === pkgDir || target.startsWith(pkgDir + sep)) return;
      context.report({
        node: source,
        messageId: 'escape',
        data: { source: source.value, pkg, target: relative(ROOT, target) || '.' },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The web's floors (issue 18): app (composition) > features > layout > ui (the kit) > runtime
 * (club context, flows, routes, checked URLs) > router, i18n, theme. Features, layout, the kit
 * and the runtime never import app/; a feature never imports another feature (a shared piece
 * moves down); layout imports no feature (the app hands it what it needs, as the crash screen);
 * the kit imports neither features nor layout; the runtime imports none of the floors above it,
 * nor the router any floor above its own. Tests and `src/test/` compose floors as the app does
 * and are not checked.
 */
const WEB_SRC = resolve(ROOT, 'packages/web/src');
const WEB_TEST = /(\.test\.tsx?$)|[/\\]src[/\\]test[/\\]/;

/** `app`, `features/<name>`, `layout`, `ui`, `runtime`… of a file under packages/web/src. */
function webFloorOf(file) {
  const parts = relative(WEB_SRC, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

const isFeature = (floor) => floor.startsWith('features/');
/** The floors a floor may not import, by name; undefined when the import is allowed. */
function forbiddenFloor(from, to) {
  if (from === to) return undefined;
  if (to === 'app' && from !== '.' && from !== 'boot')
    return 'app/ (the composition: it imports the floors, never the reverse)';
  if (isFeature(from) && isFeature(to))
    return 'another feature (move the shared piece down to ui/, layout/ or runtime/)';
  if (from === 'layout' && isFeature(to))
    return 'a feature (the app hands the layout what it needs)';
  if (from === 'ui' && (isFeature(to) || to === 'layout'))
    return 'features or layout (the kit is below them)';
  if (from === 'runtime' && (isFeature(to) || ['layout', 'ui'].includes(to)))
    return 'features, layout or the kit (the runtime is below them)';
  if (from === 'router' && (isFeature(to) || ['layout', 'ui', 'runtime'].includes(to)))
    return 'features, layout, the kit or the runtime (the router is below them)';
  return undefined;
}

const webFloors = {
  meta: {
    type: 'problem',
    docs: { description: "Keep packages/web's folders in floors: no import runs back up" },
    schema: [],
    messages: {
      up: "'{{source}}': {{from}} may not import {{why}}.",
    },
  },
  create(context) {
    const file = context.filename;
    if (WEB_TEST.test(file)) return {};
    const from = webFloorOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      // The app's lazy routes import screens: app is the top floor, so any import( ) from it is down.
      const to = webFloorOf(resolve(dirname(file), source.value));
      const why = to && forbiddenFloor(from, to);
      if (why)
        context.report({
          node: source,
          messageId: 'up',
          data: { source: source.value, from, why },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const clube = {
  rules: { 'no-cross-package-relative': noCrossPackageRelative, 'web-floors': webFloors },
};

const CORE_MESSAGE =
  'packages/core is framework-free (no React, DOM, HTTP client, GraphQL or DI container): declare a port in core and implement it in packages/adapters or packages/web.';

export default defineConfig([
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/coverage/**',
      '**/reports/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.sandbox-data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain JS files are Node scripts and configs.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // React: hooks rules wherever hooks live, accessibility in JSX.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ignores: ['packages/web/vite.config.ts', 'packages/web/scripts/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['packages/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // The dependency rule.
  {
    files: ['packages/**/*.{ts,tsx,mts,cts,js,mjs}', 'examples/**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { clube },
    rules: { 'clube/no-cross-package-relative': 'error' },
  },
  {
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/**',
                'react-dom',
                'react-dom/**',
                'ky',
                'ky/**',
                'graphql',
                'graphql/**',
                'graphql-*',
                'inversify',
                'inversify/**',
                'reflect-metadata',
                'reflect-metadata/**',
              ],
              message: CORE_MESSAGE,
            },
            {
              group: ['@clube/*', '@clube/*/**', '!@clube/core', '!@clube/core/**'],
              message:
                'packages/core depends on no other workspace package: adapters and web depend on core, never the reverse.',
            },
            {
              group: ['**/packages/**', '../../*/src', '../../*/src/**'],
              message:
                'packages/core may not reach into another package: the dependency rule is web -> core <- adapters.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
          (name) => ({
            name,
            message: `${CORE_MESSAGE} (\`${name}\` is a DOM global)`,
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/web/src/**'],
    plugins: { clube },
    rules: {
      'clube/web-floors': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['ky', 'ky/**', 'graphql', 'graphql/**', 'graphql-*', 'graphql-*/**'],
              message:
                'packages/web makes no network calls itself: use the SDK from @clube/core, wired with @clube/adapters (which own ky and the GraphQL documents).',
            },
            {
              group: ['@clube/sandbox', '@clube/sandbox/**', '**/packages/sandbox/**'],
              message:
                'packages/web may not import the sandbox: it is a separate server the app reaches over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/adapters/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@clube/web', '@clube/web/**', '**/packages/web/**', '../../web/**'],
              message:
                'packages/adapters may not import packages/web: the dependency rule is web -> core <- adapters.',
            },
          ],
        },
      ],
    },
  },
]);

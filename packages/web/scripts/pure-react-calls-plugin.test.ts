import { describe, expect, it } from 'vitest';
import { pureReactCallsPlugin } from './pure-react-calls-plugin.ts';

type Handler = (code: string, id: string) => { code: string } | null;

const transform = (code: string): string | null => {
  const hook = pureReactCallsPlugin().transform as unknown as { handler: Handler };
  return hook.handler(code, 'react-router/dist/production/chunk.mjs')?.code ?? null;
};

describe('pureReactCallsPlugin', () => {
  it('marks module-level React factory calls pure', () => {
    const code = [
      'var Form = React10.forwardRef((props, ref) => null);',
      'var RouteContext = React.createContext(null);',
      'var MemoizedRoutes = React3.memo(DataRoutes);',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef((props, ref) => null);',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var MemoizedRoutes = /* @__PURE__ */ React3.memo(DataRoutes);',
      ].join('\n'),
    );
  });

  it('drops the displayName statements and nothing else', () => {
    const code = 'Form.displayName = "Form";\nlet name = Form.displayName;\nForm.other = "x";';
    expect(transform(code)).toBe('\nlet name = Form.displayName;\nForm.other = "x";');
  });

  it('leaves other calls and a call on another object as they are', () => {
    expect(transform('var x = MyReact.forwardRef(f); var y = React.useMemo(f);')).toBeNull();
  });

  it('applies only to react-router production modules', () => {
    const hook = pureReactCallsPlugin().transform as unknown as { filter: { id: RegExp } };
    expect(
      hook.filter.id.test('/n/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs'),
    ).toBe(true);
    expect(hook.filter.id.test('/n/node_modules/react-router/dist/development/index.mjs')).toBe(
      false,
    );
    expect(hook.filter.id.test('/repo/packages/web/src/app/App.tsx')).toBe(false);
  });
});

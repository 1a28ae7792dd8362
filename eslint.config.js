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

const clube = { rules: { 'no-cross-package-relative': noCrossPackageRelative } };

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
    rules: {
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

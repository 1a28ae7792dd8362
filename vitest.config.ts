import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The adapters, sandbox and contract tests start an in-memory sandbox (PGlite: 6–8 s each).
const slow = { hookTimeout: 60_000, testTimeout: 30_000 };

export default defineConfig({
  test: {
    passWithNoTests: true,
    // CI machines have 2 cores; PGlite takes ~700 MB a sandbox.
    maxWorkers: Math.max(1, Math.min(2, availableParallelism())),
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'adapters',
          include: ['packages/adapters/src/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
      {
        test: {
          name: 'sandbox',
          include: ['packages/sandbox/src/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
      {
        // Vite config of the app: React and vanilla-extract plugins; its root is packages/web.
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: here('./packages/web'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [here('./packages/web/src/test/setup.ts')],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**'],
      exclude: ['**/*.test.ts', '**/*.prop.test.ts', 'packages/core/src/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: './reports/coverage',
      reportOnFailure: true,
    },
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The adapters, sandbox and contract tests start an in-memory sandbox (PGlite: 6–8 s each).
const slow = { hookTimeout: 60_000, testTimeout: 30_000 };
// One module graph per worker, not one per file: re-importing React, the app and the core for
// each of ~240 files was three quarters of the suite's time (7.4 min → under 2 on 2 cores).
// Tests undo what they change (the web's setup.ts cleans the DOM and restores spies after each).
const shared = { isolate: false };

export default defineConfig({
  test: {
    passWithNoTests: true,
    // CI machines have 2 cores; PGlite takes ~700 MB a sandbox.
    maxWorkers: Math.max(1, Math.min(2, availableParallelism())),
    projects: [
      {
        test: {
          ...shared,
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...shared,
          name: 'adapters',
          include: ['packages/adapters/src/**/*.test.ts'],
          environment: 'node',
          ...slow,
        },
      },
      {
        test: {
          ...shared,
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
          ...shared,
          name: 'web',
          root: here('./packages/web'),
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: [here('./packages/web/src/test/setup.ts')],
        },
      },
      {
        // The test command's own helpers (scripts/lib).
        test: {
          ...shared,
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          ...shared,
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

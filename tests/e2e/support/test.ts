import { test as base } from '@playwright/test';
import { SANDBOX_START_TIMEOUT_MS, startSandboxProcess } from './sandbox-process.ts';

/**
 * The journeys' `test`: each Playwright worker gets a sandbox of its own (in memory, serving the
 * built app), so that workers run side by side without sharing the seeded members' balances,
 * profiles and favourites. Worker n listens on E2E_PORT + n (4310 by default) and serves
 * E2E_DIST (packages/web/dist); `baseURL` and `sandboxOrigin` point at it.
 */
export const test = base.extend<object, { sandboxOrigin: string }>({
  sandboxOrigin: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const sandbox = await startSandboxProcess({
        port: Number(process.env.E2E_PORT ?? 4310) + workerInfo.parallelIndex,
        dist: process.env.E2E_DIST ?? 'packages/web/dist',
      });
      try {
        await use(sandbox.origin);
      } finally {
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: SANDBOX_START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ sandboxOrigin }, use) => use(sandboxOrigin),
});

export { expect } from '@playwright/test';

import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

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
      const port = Number(process.env.E2E_PORT ?? 4310) + workerInfo.parallelIndex;
      const origin = `http://127.0.0.1:${port}`;
      const sandbox = startSandbox(port, process.env.E2E_DIST ?? 'packages/web/dist');
      try {
        await untilHealthy(origin, sandbox.process, () => sandbox.errors.join(''));
        await use(origin);
      } finally {
        await stop(sandbox.process);
      }
    },
    // A sandbox starts in 6–10 s (PGlite), longer on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sandboxOrigin }, use) => use(sandboxOrigin),
});

export { expect } from '@playwright/test';

const STARTUP_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

function startSandbox(port: number, dist: string): { process: ChildProcess; errors: string[] } {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['packages/sandbox/src/cli.ts', '--memory', '--static', dist],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errors: string[] = [];
  // The sandbox's errors show in the test output, as Playwright's webServer showed them.
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors.push(chunk);
    process.stderr.write(chunk);
  });
  return { process: child, errors };
}

async function untilHealthy(
  origin: string,
  child: ChildProcess,
  errors: () => string,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The sandbox for ${origin} exited (${child.exitCode}): ${errors()}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The sandbox for ${origin} did not answer /healthz in time: ${errors()}`);
}

/** SIGTERM lets the sandbox close its database; SIGKILL if it has not within 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

import { spawn, type ChildProcess } from 'node:child_process';

/** A sandbox running in a child process, in memory, serving a built web app. */
export interface SandboxProcess {
  origin: string;
  /** SIGTERM lets the sandbox close PGlite; SIGKILL if it has not gone after 10 s. */
  stop(): Promise<void>;
}

/** A sandbox starts in 6–10 s (PGlite), longer on a busy machine. */
export const SANDBOX_START_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts `packages/sandbox/src/cli.ts --memory --static <dist>` on `port` (from `cwd`, the
 * repository's root) and resolves once `/healthz` answers; its errors go to this stderr.
 * Used by the journeys (one per Playwright worker) and by the bench.
 */
export async function startSandboxProcess(options: {
  port: number;
  dist: string;
  cwd?: string;
}): Promise<SandboxProcess> {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['packages/sandbox/src/cli.ts', '--memory', '--static', options.dist],
    {
      cwd: options.cwd,
      // The journeys sign the seeded members in far more often than people would, all from
      // one address: the limits stay on (429 and Retry-After are part of the product), raised.
      env: { SANDBOX_RATE_LIMIT_FACTOR: '100', ...process.env, PORT: String(options.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await untilHealthy(origin, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, stop: () => stopChild(child) };
}

async function untilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SANDBOX_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the sandbox for ${origin} exited with ${child.exitCode}`);
    }
    try {
      const answer = await fetch(`${origin}/healthz`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sandbox did not answer ${origin}/healthz in time`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

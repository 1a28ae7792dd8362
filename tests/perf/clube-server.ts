import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Builds the web app when `packages/web/dist` is missing (a stale build is the caller's). */
export function ensureWebBuilt(root: string): void {
  if (existsSync(join(root, 'packages', 'web', 'dist', 'index.html'))) return;
  console.log('packages/web/dist is missing: building the web app…');
  const pnpm = join(root, 'node_modules', '.bin', 'pnpm');
  const build = spawnSync(pnpm, ['-r', '--filter', './packages/web', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${origin}/healthz`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sandbox did not answer ${origin}/healthz within ${START_TIMEOUT_MS} ms`);
}

/** SIGTERM lets the sandbox close PGlite; SIGKILL if it has not gone after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A private copy of the build: the working tree's `packages/web/dist` is emptied whenever
 * someone rebuilds (`npm test` does), which turned pages into 404s in the middle of a bench.
 */
function snapshotWebBuild(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'clube-bench-dist-'));
  cpSync(join(root, 'packages', 'web', 'dist'), copy, { recursive: true });
  if (!existsSync(join(copy, 'index.html'))) {
    rmSync(copy, { recursive: true, force: true });
    throw new Error('packages/web/dist has no index.html (a build in progress?): try again');
  }
  return copy;
}

/**
 * The sandbox in memory serving (a copy of) the built app, as `playwright.config.ts` starts
 * it, on a free port; resolves once `/healthz` answers.
 */
export async function startClubeServer(root: string): Promise<RunningServer> {
  const port = await freePort();
  const dist = snapshotWebBuild(root);
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['packages/sandbox/src/cli.ts', '--memory', '--static', dist],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dist, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess } from '../e2e/support/sandbox-process.ts';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

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
export function freePort(): Promise<number> {
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
 * The sandbox in memory serving (a copy of) the built app, as the journeys start it, on a free
 * port; resolves once `/healthz` answers.
 */
export async function startClubeServer(root: string, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const dist = snapshotWebBuild(root);
  try {
    const sandbox = await startSandboxProcess({ port, dist, cwd: root });
    return {
      origin: sandbox.origin,
      stop: async () => {
        await sandbox.stop();
        rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}

// Small helpers shared by the repo scripts: the repo root, local binaries, child processes
// (spawned without a shell) and the "install if needed" step. Node built-ins only: these run on
// a fresh clone before any dependency is installed.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '10.34.9';

/** Path of a binary in the root node_modules/.bin. */
export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}

/** The pnpm command: the root devDependency once installed, else `npx -y pnpm@…`. */
export function pnpm(args) {
  const local = bin('pnpm');
  if (existsSync(local)) return [local, args];
  return [npxCommand(), ['-y', `pnpm@${PNPM_VERSION}`, ...args]];
}

function npxCommand() {
  return process.platform === 'win32' ? 'npx.cmd' : 'npx';
}

export function log(message) {
  process.stdout.write(`${message}\n`);
}

/**
 * Run a command to completion with inherited stdio. Resolves with
 * `{ code, signal }` (code is 1 when the command could not be started).
 *
 * Options: `env` (merged over process.env), `cwd` (default ROOT), `timeoutMs` (the child's
 * process group gets SIGTERM, then SIGKILL 10 s later), `stdin` ('ignore' by default),
 * `onSpawn(child)` to keep a handle (e.g. to forward Ctrl-C).
 */
export function run(command, args, options = {}) {
  const { env, cwd = ROOT, timeoutMs, stdin = 'ignore', onSpawn, detached = false } = options;
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: [stdin, 'inherit', 'inherit'],
        detached,
      });
    } catch (error) {
      log(`Could not start ${command}: ${error.message}`);
      resolve({ code: 1, signal: null, timedOut: false });
      return;
    }
    onSpawn?.(child);
    let timedOut = false;
    let killTimer;
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        log(`\n${command} ${args.join(' ')}: timed out after ${Math.round(timeoutMs / 1000)} s`);
        killTree(child, 'SIGTERM', detached);
        killTimer = setTimeout(() => killTree(child, 'SIGKILL', detached), 10_000);
        killTimer.unref();
      }, timeoutMs);
    child.once('error', (error) => {
      log(`Could not start ${command}: ${error.message}`);
    });
    child.once('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      resolve({ code: code ?? (signal ? 128 + signalNumber(signal) : 1), signal, timedOut });
    });
  });
}

/** Send a signal to a child (and its process group when it was spawned detached). */
export function killTree(child, signal, group = true) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (group && process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

export function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** True when node_modules is missing or older than the lockfile. */
export function needsInstall() {
  const modulesYaml = join(ROOT, 'node_modules', '.modules.yaml');
  if (!existsSync(join(ROOT, 'node_modules', '.pnpm'))) return true;
  const installed = mtime(modulesYaml);
  const lock = mtime(join(ROOT, 'pnpm-lock.yaml'));
  return installed === undefined || (lock !== undefined && lock > installed);
}

/**
 * `npx -y pnpm@10.34.9 install --frozen-lockfile` when needed. Returns true on success.
 * npx (not corepack) because corepack's signature check fails against this registry.
 */
export async function ensureInstalled({ force = false } = {}) {
  if (!force && !needsInstall()) return true;
  log('Installing dependencies…');
  const { code } = await run(npxCommand(), [
    '-y',
    `pnpm@${PNPM_VERSION}`,
    'install',
    '--frozen-lockfile',
    // never wait for a "remove node_modules?" answer: CI has no stdin
    '--config.confirm-modules-purge=false',
  ]);
  if (code !== 0) log(`Installing dependencies failed (exit code ${code}).`);
  return code === 0;
}

/** "1.2 s", "2 min 03 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
}

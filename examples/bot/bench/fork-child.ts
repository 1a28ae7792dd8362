import { fork, type ChildProcess } from 'node:child_process';

export interface ForkedChild<T> {
  child: ChildProcess;
  /** The child's first IPC message. */
  message: Promise<T>;
}

/**
 * Forks a TypeScript file of this folder under the same loader (tsx's flags are in
 * `process.execArgv`, which `fork` passes on) plus `extraFlags`; or, with `plainNode`, a
 * JavaScript file (a path) under node alone.
 */
export function forkChild<T>(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; extraFlags?: string[]; plainNode?: boolean } = {},
): ForkedChild<T> {
  const loader = options.plainNode ? [] : process.execArgv;
  const child = fork(options.plainNode ? file : new URL(file, import.meta.url), args, {
    execArgv: [...loader, ...(options.extraFlags ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = new Promise<T>((resolve, reject) => {
    child.once('message', (value) => resolve(value as T));
    child.once('exit', (code, signal) =>
      reject(new Error(`${file} exited (${signal ?? code}) before reporting`)),
    );
  });
  return { child, message };
}

/** Resolves when the child has exited. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

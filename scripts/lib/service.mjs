// Long-running child processes (the sandbox, the Vite dev server) with signal forwarding:
// Ctrl-C / SIGTERM reach each child exactly once, the script waits for every child to exit
// (the sandbox closes its database on the way out), then exits itself.
import { spawn } from 'node:child_process';
import { ROOT, log, signalNumber } from './proc.mjs';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Start the services, forward signals, resolve with the exit code to use once all are gone.
 * When one service exits on its own, the others are stopped too.
 *
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string>, cwd?: string }[]} services
 */
export function supervise(services) {
  return new Promise((resolve) => {
    const running = new Map();
    let stopping = false;
    let firstCode;
    let presses = 0;

    const stopAll = (signal) => {
      for (const child of running.values()) {
        try {
          // Each child runs in its own process group (detached), so the terminal's Ctrl-C does
          // not reach it directly: it gets exactly this one signal.
          child.kill(signal);
        } catch {
          // already gone
        }
      }
    };

    const onSignal = (signal) => {
      presses += 1;
      if (presses === 1) {
        stopping = true;
        log(`\nStopping (${signal})…`);
        stopAll(signal);
      } else if (presses === 2) {
        log('Still shutting down (closing the database). Press Ctrl-C again to force.');
      } else {
        log('Forcing exit.');
        stopAll('SIGKILL');
      }
    };
    for (const signal of FORWARDED) process.on(signal, onSignal);

    // Last resort if this script dies without a signal handler running (uncaught error).
    process.once('exit', () => stopAll('SIGTERM'));

    for (const service of services) {
      const child = spawn(service.command, service.args, {
        cwd: service.cwd ?? ROOT,
        env: { ...process.env, ...service.env },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: process.platform !== 'win32',
      });
      running.set(service.name, child);
      child.once('error', (error) => {
        log(`${service.name}: could not start ${service.command}: ${error.message}`);
      });
      child.once('close', (code, signal) => {
        running.delete(service.name);
        const exitCode = code ?? (signal ? 128 + signalNumber(signal) : 1);
        if (!stopping) {
          log(`${service.name} exited (${signal ?? `code ${code}`}); stopping.`);
          stopping = true;
          firstCode ??= exitCode === 0 ? 1 : exitCode;
          stopAll('SIGTERM');
        } else {
          firstCode ??= exitCode;
        }
        if (running.size === 0) {
          for (const s of FORWARDED) process.off(s, onSignal);
          resolve(firstCode ?? 0);
        }
      });
    }
  });
}

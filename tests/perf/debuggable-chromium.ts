import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumExecutable } from '../e2e/support/chromium.ts';

/** The flags `playwright.config.ts` launches Debian's Chromium with (see STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface DebuggableChromium {
  /** The remote-debugging port Lighthouse and Playwright's `connectOverCDP` attach to. */
  port: number;
  close(): Promise<void>;
}

async function readDevToolsPort(profile: string, exited: () => boolean): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Chromium exited before opening its debugging port');
    try {
      // Chromium writes the port it picked (for --remote-debugging-port=0) on the first line.
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port within 30 s');
}

/**
 * A headless Chromium with its own throw-away profile and a debugging port. One profile per
 * app keeps one app's localStorage (the session) out of the other's runs.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'clube-bench-profile-'));
  const child = spawn(
    chromiumExecutable(),
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      // The pages are measured as a Brazilian member opens them (no English texts to load).
      '--lang=pt-BR',
      '--accept-lang=pt-BR,pt',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', env: { ...process.env, LANGUAGE: 'pt_BR', LANG: 'pt_BR.UTF-8' } },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const port = await readDevToolsPort(profile, () => exited);
  return {
    port,
    close: async () => {
      if (!exited) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

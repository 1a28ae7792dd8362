import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const CHROMIUM_NOT_FOUND =
  'Chromium not found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH to its binary).';

const NAMES = ['chromium', 'chromium-browser'];
const WELL_KNOWN = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Like `which`: the first executable named `name` on the PATH. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The Chromium binary Playwright should launch: `CHROMIUM_PATH`, else Debian's `chromium`
 * (Playwright cannot download its own browsers here). Throws when none is found.
 */
export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`${CHROMIUM_NOT_FOUND} CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  for (const candidate of [...NAMES.map(onPath), ...WELL_KNOWN]) {
    if (candidate && isExecutable(candidate)) return candidate;
  }
  throw new Error(CHROMIUM_NOT_FOUND);
}

/** Debian's headless-only build of the same Chromium (package `chromium-headless-shell`). */
const HEADLESS_SHELL = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** The headless shell's binary, when it is installed. */
export function headlessShellExecutable(): string | undefined {
  return HEADLESS_SHELL.find(isExecutable);
}

/**
 * The browser the journeys run in: `CHROMIUM_PATH`, else Debian's headless shell when it is
 * installed, else the full Chromium. The shell renders pages with the same engine but without the
 * full browser's GPU process and window UI, which cost about a third of a journey's CPU on a
 * 2-core machine (campaign-list.spec.ts: 2.1 → 1.7 min). The bench keeps the full browser,
 * which is what members run.
 */
export function journeyChromiumExecutable(): string {
  return (!process.env.CHROMIUM_PATH && headlessShellExecutable()) || chromiumExecutable();
}

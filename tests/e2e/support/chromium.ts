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

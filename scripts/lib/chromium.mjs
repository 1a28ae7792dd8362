// Same lookup as tests/e2e/support/chromium.ts (kept in plain JS so that scripts run without tsx).
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const CHROMIUM_NOT_FOUND =
  'Chromium not found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH to its binary).';

const NAMES = ['chromium', 'chromium-browser'];
const WELL_KNOWN = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** @returns {string} the Chromium binary; throws an Error with CHROMIUM_NOT_FOUND otherwise. */
export function chromiumExecutable() {
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

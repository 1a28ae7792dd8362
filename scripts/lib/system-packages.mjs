// The machine's own programs the tests use: Debian's Chromium and its headless shell (the
// journeys) and PostgreSQL (the money suite's run on a real server). `npm test` installs what is
// missing with apt-get where it may (root, or sudo without a password), so a new machine needs
// no third command; a machine where it may not keeps going, and the step that needs the program
// says what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chromiumExecutable, headlessShellExecutable } from './chromium.mjs';
import { log } from './proc.mjs';

function hasChromium() {
  try {
    chromiumExecutable();
    return true;
  } catch {
    return false;
  }
}

function hasPostgres() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const dirs = [
    ...(process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : []),
    ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`),
    '/usr/local/bin',
    '/usr/bin',
  ];
  return dirs.some((dir) => existsSync(`${dir}/initdb`) && existsSync(`${dir}/pg_ctl`));
}

const PACKAGES = [
  { name: 'chromium', present: hasChromium },
  // The journeys' lighter browser; without it they run in the full Chromium.
  {
    name: 'chromium-headless-shell',
    present: () => Boolean(process.env.CHROMIUM_PATH || headlessShellExecutable()),
  },
  { name: 'postgresql', present: hasPostgres },
];

/** How to run apt-get here: as root, through sudo without a password, or not at all. */
function aptRunner() {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

/** Installs the missing packages; never throws (a failure is logged and the run goes on). */
export function ensureSystemPackages() {
  const missing = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const runner = aptRunner();
  if (!runner) {
    log(`Not installing ${missing.join(', ')}: apt-get needs root or sudo here.`);
    return;
  }
  log(`Installing ${missing.join(', ')} (apt-get)…`);
  const apt = (args) => {
    const [command, ...rest] = [...runner, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
    return spawnSync(command, [...rest, ...args], { encoding: 'utf8' });
  };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = apt(args);
    if (result.status !== 0) {
      log(`apt-get ${args[0]} failed:\n${(result.stderr || result.stdout || '').slice(-2000)}`);
      return;
    }
  }
}

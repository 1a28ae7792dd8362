import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster of its own for one test file: started on a unix socket, then deleted. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

const BIN_DIRS = [
  ...(process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : []),
  ...(existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : []),
  '/usr/local/bin',
  '/usr/bin',
];

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
function binDir(): string | null {
  return (
    BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  );
}

/** initdb refuses root: as root the cluster runs as the `postgres` system user. */
function serviceUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { name: 'postgres', uid, gid };
  } catch {
    return null;
  }
}

/**
 * Why a throwaway cluster cannot start here (no binaries, or root without a `postgres` user),
 * or null when it can. Checked without starting anything, so a suite can skip with the reason.
 */
export function throwawayPostgresUnavailable(): string | null {
  if (binDir() === null)
    return 'PostgreSQL binaries (initdb, pg_ctl) not found: install the postgresql package or set PG_BIN_DIR';
  if (process.getuid?.() === 0 && serviceUser() === null)
    return 'running as root and no "postgres" user to run initdb as';
  return null;
}

/**
 * initdb into a temporary directory and start the server listening on a unix socket in that
 * directory only (no TCP), with fsync off: a cluster for tests, gone after `stop()`. `port`
 * only names the socket file.
 */
export function startThrowawayPostgres(port = 54329): ThrowawayPostgres {
  const bin = binDir();
  if (bin === null) throw new Error(throwawayPostgresUnavailable() ?? 'PostgreSQL not found');
  const user = serviceUser();
  const dir = mkdtempSync(join(tmpdir(), 'clube-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]): void => {
    const [file, argv] = user
      ? ['runuser', ['-u', user.name, '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-k ${dir} -p ${port} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c max_connections=120`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

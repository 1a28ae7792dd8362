import { resolve } from 'node:path';
import { connectDatabase, openDatabase } from './db/database.ts';
import type { FaultOptions } from './faults/faults.ts';
import { prepareDatabase } from './db/prepare.ts';
import { wipe } from './db/wipe.ts';
import { listen, serverUrl } from './listen.ts';
import { DEMO_ACCESS } from './seed/demo.ts';
import { insertExtraMembers } from './seed/extra-members.ts';
import type { DemoAccess } from './seed/demo.ts';
import { createApp } from './server.ts';

/** Used when no secret is given: the sandbox is for development, never for real members. */
export const DEFAULT_JWT_SECRET = 'clube-sandbox-development-secret';
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where PGlite keeps its files; null or undefined keeps the database in memory. */
  dataDir?: string | null;
  /** A PostgreSQL URL (postgres://…): use that server instead of PGlite; dataDir is ignored. */
  databaseUrl?: string | null;
  /** Wipe and reseed at start (a data directory or server otherwise keeps its data). */
  reset?: boolean;
  /** Process-wide faults: a random 5xx rate and a fixed latency. */
  faults?: FaultOptions;
  /** A built single-page app to serve from the same origin (index.html for unknown paths). */
  staticDir?: string;
  jwtSecret?: string;
  /** Token lifetime; default 8 hours. */
  tokenTtlSeconds?: number;
  /** Logs each request to stdout. */
  log?: boolean;
  /**
   * More active members of the demo company (documents from `extraMemberDocument(i)`, the
   * demo password), for load tests that sign in as distinct members; none unless told.
   */
  extraMembers?: number;
}

export interface Sandbox {
  /** For example http://127.0.0.1:4300 */
  url: string;
  port: number;
  /** Stops the HTTP server and closes the database. */
  close(): Promise<void>;
  /** Wipes the database and seeds it again. */
  reset(): Promise<void>;
  demo: DemoAccess;
}

/** Opens (or creates and seeds) the database and starts the club API on an HTTP port. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const db = options.databaseUrl
    ? await connectDatabase(options.databaseUrl)
    : await openDatabase(options.dataDir ? resolve(options.dataDir) : null);

  let server: Awaited<ReturnType<typeof listen>>;
  try {
    if (options.reset) await wipe(db);
    await prepareDatabase(db);
    await insertExtraMembers(db, options.extraMembers ?? 0);
    const app = createApp({
      db,
      tokens: {
        secret: options.jwtSecret ?? DEFAULT_JWT_SECRET,
        ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      },
      ...(options.staticDir ? { staticDir: resolve(options.staticDir) } : {}),
      log: options.log ?? false,
      ...(options.faults ? { faults: options.faults } : {}),
    });
    server = await listen(app, options.port ?? 0, host);
  } catch (error) {
    // PGlite keeps the process alive until closed.
    await db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: serverUrl(host, server.port),
    port: server.port,
    close: () => {
      closing ??= server.close().then(() => db.close());
      return closing;
    },
    reset: async () => {
      await wipe(db);
      await prepareDatabase(db);
      await insertExtraMembers(db, options.extraMembers ?? 0);
    },
    demo: DEMO_ACCESS,
  };
}

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
import { storedSigningSecret } from './auth/signing-secret.ts';
import { createOutbox } from './outbox/outbox.ts';
import type { Outbox, OutboxMessage } from './outbox/outbox.ts';
import { createThrottle } from './throttle/throttle.ts';

/** Development only: the reset link a member would get by e-mail. */
function printMessage(message: OutboxMessage): void {
  console.log(
    `Password reset for ${message.document} (${message.company}): ` +
      `/nova-senha?company=${message.company}&token=${message.token}`,
  );
}

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
  /**
   * Signs member tokens. Default: a random secret generated on the first start of the data
   * directory (or database) and kept there; in memory, a new one per process.
   */
  jwtSecret?: string;
  /** Token lifetime; default 8 hours. */
  tokenTtlSeconds?: number;
  /** Logs each request to stdout. */
  log?: boolean;
  /**
   * Development conveniences, never for a shared server: GraphiQL and introspection, and the
   * outbox's messages (reset links) printed to stdout.
   */
  development?: boolean;
  /** Origins allowed to call the API from a browser (CORS). Default: none (same origin). */
  corsOrigins?: readonly string[];
  /**
   * Multiplies every rate limit (sign-in, password checks, look-ups, reset requests), for test
   * suites that sign in many times from one address. Default 1; values below 1 are refused.
   */
  rateLimitFactor?: number;
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
  /** The e-mails the real club would send (password-reset links), for tests. */
  outbox: Outbox;
}

/** Opens (or creates and seeds) the database and starts the club API on an HTTP port. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const factor = options.rateLimitFactor ?? 1;
  if (!(factor >= 1)) throw new Error(`rateLimitFactor must be 1 or more (was ${factor})`);
  const outbox = createOutbox(options.development ? printMessage : undefined);
  const db = options.databaseUrl
    ? await connectDatabase(options.databaseUrl)
    : await openDatabase(options.dataDir ? resolve(options.dataDir) : null);

  let server: Awaited<ReturnType<typeof listen>>;
  let secret: string;
  try {
    if (options.reset) await wipe(db);
    await prepareDatabase(db);
    secret = options.jwtSecret ?? (await storedSigningSecret(db));
    await insertExtraMembers(db, options.extraMembers ?? 0);
    const app = createApp({
      db,
      tokens: {
        secret,
        ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      },
      throttle: createThrottle(factor),
      outbox,
      corsOrigins: options.corsOrigins ?? [],
      development: options.development ?? false,
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
      // The running app signs with the secret it started with: keep it with the data.
      if (!options.jwtSecret) await storedSigningSecret(db, secret);
      await insertExtraMembers(db, options.extraMembers ?? 0);
    },
    demo: DEMO_ACCESS,
    outbox,
  };
}

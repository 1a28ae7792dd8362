/**
 * Starts the sandbox from the command line: `tsx packages/sandbox/src/cli.ts [--memory]
 * [--static <dir>] [--log] [--reset] [--dev]`. Environment: PORT (4300), HOST (127.0.0.1),
 * SANDBOX_DATA_DIR (.sandbox-data; "memory" for in-memory), DATABASE_URL (a PostgreSQL server
 * instead), SANDBOX_STATIC_DIR, SANDBOX_JWT_SECRET (32+ characters), SANDBOX_LOG=1,
 * SANDBOX_RESET=1, SANDBOX_DEV=1, SANDBOX_CORS_ORIGINS (comma-separated),
 * SANDBOX_RATE_LIMIT_FACTOR (1+), SANDBOX_FAULT_RATE (0..1), SANDBOX_LATENCY_MS.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MIN_SECRET_LENGTH } from './auth/signing-secret.ts';
import { createSandbox } from './sandbox.ts';
import type { Sandbox } from './sandbox.ts';

const DEFAULT_PORT = 4300;

function fail(message: string): never {
  console.error(`Clube sandbox: ${message}`);
  process.exit(1);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid PORT "${value}"`);
  return port;
}

function readNumber(name: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || value === '') return 0;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max) {
    fail(`invalid ${name} "${value}" (${min}..${max})`);
  }
  return number;
}

function readOptions() {
  let args;
  try {
    args = parseArgs({
      options: {
        memory: { type: 'boolean', default: false },
        static: { type: 'string' },
        log: { type: 'boolean', default: false },
        reset: { type: 'boolean', default: false },
        dev: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const env = process.env;
  const inMemory = args.memory || env.SANDBOX_DATA_DIR === 'memory';
  const staticDir = args.static ?? env.SANDBOX_STATIC_DIR;
  const secret = env.SANDBOX_JWT_SECRET;
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    fail(`SANDBOX_JWT_SECRET must have ${MIN_SECRET_LENGTH} characters or more`);
  }
  const corsOrigins = (env.SANDBOX_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      fail(`invalid origin "${origin}" in SANDBOX_CORS_ORIGINS`);
  }
  const rateLimitFactor = env.SANDBOX_RATE_LIMIT_FACTOR
    ? readNumber('SANDBOX_RATE_LIMIT_FACTOR', env.SANDBOX_RATE_LIMIT_FACTOR, 1, 1_000_000)
    : 1;
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: inMemory ? null : resolve(env.SANDBOX_DATA_DIR || '.sandbox-data'),
    ...(staticDir ? { staticDir: resolve(staticDir) } : {}),
    ...(secret ? { jwtSecret: secret } : {}),
    development: args.dev || env.SANDBOX_DEV === '1',
    corsOrigins,
    rateLimitFactor,
    log: args.log || env.SANDBOX_LOG === '1',
    reset: args.reset || env.SANDBOX_RESET === '1',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    faults: {
      errorRate: readNumber('SANDBOX_FAULT_RATE', env.SANDBOX_FAULT_RATE, 0, 1),
      latencyMs: readNumber('SANDBOX_LATENCY_MS', env.SANDBOX_LATENCY_MS, 0, 60_000),
    },
  };
}

/** Closes the server and PGlite (which otherwise keeps the process alive), then exits. */
function exitOnSignals(sandbox: Sandbox): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const sandbox = await createSandbox(readOptions()).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
exitOnSignals(sandbox);

const { company, member } = sandbox.demo;
console.log(`Clube sandbox ready at ${sandbox.url}`);
console.log(`Company: ${company.title} (${company.slug})`);
console.log(`Demo member: document ${member.document} / password ${member.password}`);

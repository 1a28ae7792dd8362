import type { Hono } from 'hono';
import { connectDatabase, openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createOutbox } from '../outbox/outbox.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { wipe } from '../db/wipe.ts';
import { createApp } from '../server.ts';
import { createThrottle } from '../throttle/throttle.ts';

const SECRET = 'sandbox-test-secret';

export interface GraphqlAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApp {
  app: Hono;
  /** Reset links the app has "e-mailed". */
  outbox: Outbox;
  /** The app's database, to read rows behind the API's back. */
  db: Database;
  secret: string;
  /** Signs in (document, password `clube123`) and returns the bearer token. */
  tokenOf(document: string, company?: string): Promise<string>;
  /** A JSON request to /clube/v1 with the member's token (and any other headers). */
  api(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A GraphQL operation with the member's token; answers the parsed body. */
  graphql(
    token: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer>;
  close(): Promise<void>;
}

/**
 * The sandbox's app on a seeded in-memory database, without an HTTP server (requests go
 * through `app.request`): for tests that also read the database. With `databaseUrl`, on that
 * PostgreSQL server instead (its schema `public` is dropped and reseeded).
 */
export async function createTestApp(
  options: {
    staticDir?: string;
    rateLimitFactor?: number;
    development?: boolean;
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const db = options.databaseUrl
    ? await connectDatabase(options.databaseUrl)
    : await openDatabase(null);
  if (options.databaseUrl) await wipe(db);
  await prepareDatabase(db);
  const outbox = createOutbox();
  const app = createApp({
    db,
    tokens: { secret: SECRET, ttlSeconds: 3600 },
    // Every request comes from one address here; tests of the limits pass 1.
    throttle: createThrottle(options.rateLimitFactor ?? 1000),
    outbox,
    development: options.development ?? false,
    log: false,
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
  });
  const api: TestApp['api'] = (token, method, path, body, headers = {}) =>
    Promise.resolve(
      app.request(`/clube/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...headers,
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
  return {
    app,
    outbox,
    db,
    secret: SECRET,
    async tokenOf(document, company) {
      const response = await app.request('/clube/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document, password: 'clube123', ...(company ? { company } : {}) }),
      });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`No token for ${document} at ${company ?? 'the default'}`);
      return body.token;
    },
    api,
    async graphql(token, query, variables) {
      const response = await api(token, 'POST', '/graphql', { query, variables });
      return (await response.json()) as GraphqlAnswer;
    },
    close: () => db.close(),
  };
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { TokenSettings } from '../auth/sign-in.ts';
import type { Database } from '../db/database.ts';
import { NOT_FOUND_BODY, errorsBody } from './errors.ts';
import { BODY_ERRORS } from './route.ts';
import { registerRestRoutes } from './routes.ts';
import { drainBody } from './drain-body.ts';

export interface ApiOptions {
  db: Database;
  tokens: TokenSettings;
  graphql: (request: Request) => Promise<Response>;
}

export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of a refused body is still read so that its sender sees the 413 (then: closed). */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

/** Everything under /clube/v1: REST operations, the GraphQL endpoint and a JSON 404. */
export function apiRoutes({ db, tokens, graphql }: ApiOptions): Hono {
  const api = new Hono();

  // The web app is normally served from the same origin; CORS lets a dev server on another
  // port call the sandbox directly. Bearer tokens, no cookies, so any origin is safe.
  api.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Sandbox-Fault'],
      allowMethods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
      exposeHeaders: ['X-Sandbox-Reset-Token'],
    }),
  );

  // The real API's front proxy refuses bodies over 1 MB before any handler (GraphQL included).
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: async (c) => {
        await drainBody(c.req.raw.body, MAX_DRAINED_BYTES);
        return c.json(errorsBody(BODY_ERRORS.tooLarge), 413);
      },
    }),
  );

  api.on(['GET', 'POST'], '/graphql', (c) => graphql(c.req.raw));
  registerRestRoutes(api, { db, tokens });

  api.all('*', (c) => c.json(NOT_FOUND_BODY, 404));
  return api;
}

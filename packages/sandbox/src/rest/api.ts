import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { TokenSettings } from '../auth/sign-in.ts';
import type { Database } from '../db/database.ts';
import { NOT_FOUND_BODY } from './errors.ts';
import { registerRestRoutes } from './routes.ts';

export interface ApiOptions {
  db: Database;
  tokens: TokenSettings;
  graphql: (request: Request) => Promise<Response>;
}

/** Everything under /clube/v1: REST operations, the GraphQL endpoint and a JSON 404. */
export function apiRoutes({ db, tokens, graphql }: ApiOptions): Hono {
  const api = new Hono();

  // The web app is normally served from the same origin; CORS lets a dev server on another
  // port call the sandbox directly. Bearer tokens, no cookies, so any origin is safe.
  api.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type', 'X-Sandbox-Fault'],
      allowMethods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
      exposeHeaders: ['X-Sandbox-Reset-Token'],
    }),
  );

  api.on(['GET', 'POST'], '/graphql', (c) => graphql(c.req.raw));
  registerRestRoutes(api, { db, tokens });

  api.all('*', (c) => c.json(NOT_FOUND_BODY, 404));
  return api;
}

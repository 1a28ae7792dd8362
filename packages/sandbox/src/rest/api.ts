import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { NOT_FOUND_BODY, errorsBody } from './errors.ts';
import { BODY_ERRORS } from './route.ts';
import type { RestEnv } from './route.ts';
import { registerRestRoutes } from './routes.ts';
import { drainBody } from './drain-body.ts';

export interface ApiOptions extends RestEnv {
  graphql: (request: Request) => Promise<Response>;
  /** Origins (scheme://host[:port]) allowed to call the API from a browser; none by default. */
  corsOrigins: readonly string[];
}

export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of a refused body is still read so that its sender sees the 413 (then: closed). */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

/** Everything under /clube/v1: REST operations, the GraphQL endpoint and a JSON 404. */
export function apiRoutes({ graphql, corsOrigins, ...env }: ApiOptions): Hono {
  const api = new Hono();

  // Answers depend on the bearer token (or carry one): no cache may keep them.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  // The web app is served from the API's origin (or, in development, through Vite's proxy),
  // which needs no CORS. Only origins configured on purpose may call it from another one.
  if (corsOrigins.length > 0) {
    api.use(
      '*',
      cors({
        origin: [...corsOrigins],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Sandbox-Fault'],
        allowMethods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
      }),
    );
  }

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
  registerRestRoutes(api, env);

  api.all('*', (c) => c.json(NOT_FOUND_BODY, 404));
  return api;
}

import { Hono } from 'hono';
import { logger } from 'hono/logger';
import type { TokenSettings } from './auth/sign-in.ts';
import type { Queryable } from './db/database.ts';
import { createGraphqlHandler } from './graphql/yoga.ts';
import { apiRoutes } from './rest/api.ts';
import { mediaRoutes } from './rest/media.ts';
import { spaHandlers } from './static/spa.ts';

export interface AppOptions {
  db: Queryable;
  tokens: TokenSettings;
  /** A built single-page app served from the same origin. */
  staticDir?: string;
  log: boolean;
}

/** The sandbox's HTTP app: health check, club API, generated media, then the SPA. */
export function createApp({ db, tokens, staticDir, log }: AppOptions): Hono {
  const app = new Hono();
  if (log) app.use(logger());

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route(
    '/clube/v1',
    apiRoutes({ db, tokens, graphql: createGraphqlHandler({ db, jwtSecret: tokens.secret, log }) }),
  );
  app.route('/media', mediaRoutes(db));
  if (staticDir) app.use('*', ...spaHandlers(staticDir));

  return app;
}

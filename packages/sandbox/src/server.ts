import { Hono } from 'hono';
import { logger } from 'hono/logger';
import type { TokenSettings } from './auth/sign-in.ts';
import { cepRoutes } from './cep/routes.ts';
import type { Database } from './db/database.ts';
import { faultInjection } from './faults/faults.ts';
import type { FaultOptions } from './faults/faults.ts';
import { createGraphqlHandler } from './graphql/yoga.ts';
import { apiRoutes } from './rest/api.ts';
import { mediaRoutes } from './rest/media.ts';
import { sandboxPages } from './rest/pages.ts';
import { spaHandlers } from './static/spa.ts';

export interface AppOptions {
  db: Database;
  tokens: TokenSettings;
  /** A built single-page app served from the same origin. */
  staticDir?: string;
  log: boolean;
  /** Process-wide faults; per-request faults come from the x-sandbox-fault header. */
  faults?: FaultOptions;
}

/** The sandbox's HTTP app: health check, club API, CEP service, media, pages, then the SPA. */
export function createApp({ db, tokens, staticDir, log, faults }: AppOptions): Hono {
  const app = new Hono();
  if (log) app.use(logger());

  app.get('/healthz', (c) => c.json({ ok: true }));
  // Faults hit the two APIs the web app calls, never the health check, media or the app itself.
  const inject = faultInjection(faults);
  app.use('/clube/v1/*', inject);
  app.use('/cep/*', inject);
  app.route(
    '/clube/v1',
    apiRoutes({ db, tokens, graphql: createGraphqlHandler({ db, jwtSecret: tokens.secret, log }) }),
  );
  app.route('/cep', cepRoutes());
  app.route('/media', mediaRoutes(db));
  app.route('/sandbox', sandboxPages());
  if (staticDir) app.use('*', ...spaHandlers(staticDir));

  return app;
}

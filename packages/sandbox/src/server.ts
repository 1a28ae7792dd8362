import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { logger } from 'hono/logger';
import type { TokenSettings } from './auth/sign-in.ts';
import { cepRoutes } from './cep/routes.ts';
import { customStylesheets } from './db/companies.ts';
import type { Database } from './db/database.ts';
import { faultInjection } from './faults/faults.ts';
import type { FaultOptions } from './faults/faults.ts';
import { createGraphqlHandler } from './graphql/yoga.ts';
import { answerError } from './input/error-handler.ts';
import { urlGuard } from './input/url-guard.ts';
import type { Outbox } from './outbox/outbox.ts';
import { apiRoutes } from './rest/api.ts';
import { mediaRoutes } from './rest/media.ts';
import { webManifestRoutes } from './rest/web-manifest.ts';
import { sandboxPages } from './rest/pages.ts';
import {
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  httpOrigin,
} from './security/content-security-policy.ts';
import { createCspReportLog, cspReportRoutes } from './security/csp-reports.ts';
import { securityHeaders } from './security/security-headers.ts';
import { spaHandler } from './static/spa.ts';
import type { Throttle } from './throttle/throttle.ts';

export interface AppOptions {
  db: Database;
  tokens: TokenSettings;
  /** Limits on sign-in, password checks, look-ups and reset requests. */
  throttle: Throttle;
  /** Where reset links go instead of an e-mail. */
  outbox: Outbox;
  /** Origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Development conveniences: GraphiQL and introspection. */
  development?: boolean;
  /** A built single-page app served from the same origin. */
  staticDir?: string;
  log: boolean;
  /** Process-wide faults; per-request faults come from the x-sandbox-fault header. */
  faults?: FaultOptions;
}

/**
 * The sandbox's HTTP app: health check, club API, CEP service, media, pages, CSP reports, then
 * the SPA; security headers on every answer.
 */
export function createApp({
  db,
  tokens,
  throttle,
  outbox,
  corsOrigins = [],
  development = false,
  staticDir,
  log,
  faults,
}: AppOptions): Hono {
  const app = new Hono();
  if (log) app.use(logger());

  // Company stylesheets on another host must be allowed by style-src (read per page: a
  // company's config may change while the sandbox runs).
  const policy = async (scriptHashes: readonly string[] = []): Promise<string> => {
    const styleOrigins = (await customStylesheets(db))
      .map(httpOrigin)
      .filter((origin): origin is string => origin !== null);
    return contentSecurityPolicy({ scriptHashes, styleOrigins, reportUri: CSP_REPORT_PATH });
  };
  app.use('*', securityHeaders({ htmlPolicy: () => policy() }));

  // Hostile input answers 4xx and anything unexpected a JSON 500 without a stack (src/input).
  app.onError(answerError);
  app.use('*', urlGuard());

  app.get('/healthz', (c) => c.json({ ok: true }));
  // Faults hit the two APIs the web app calls, never the health check, media or the app itself.
  const inject = faultInjection(faults);
  app.use('/clube/v1/*', inject);
  app.use('/cep/*', inject);
  // JSON shrinks five- to tenfold: a phone's first Home (its partners' awards alone are 31 kB)
  // waits on these answers as much as on the app's scripts, which the build precompresses.
  app.use('/clube/v1/*', compress());
  app.use('/cep/*', compress());
  const graphql = createGraphqlHandler({ db, jwtSecret: tokens.secret, log, development });
  app.route('/clube/v1', apiRoutes({ db, tokens, throttle, outbox, graphql, corsOrigins }));
  app.route('/cep', cepRoutes());
  app.route('/media', mediaRoutes(db));
  app.route('/manifest.webmanifest', webManifestRoutes(db));
  app.route('/sandbox', sandboxPages());
  app.route(CSP_REPORT_PATH, cspReportRoutes(createCspReportLog()));
  if (staticDir) app.use('*', spaHandler({ root: staticDir, policy }));

  return app;
}

import { Hono } from 'hono';
import type { Context } from 'hono';
import { memberFromAuthorization } from '../auth/bearer.ts';
import { findScope } from '../db/scope.ts';
import { activationRoutes } from './activation.ts';
import { campaignRoutes } from './campaigns.ts';
import { engagementRoutes } from './engagement.ts';
import { letterRoutes } from './letters.ts';
import { loginHandler } from './login.ts';
import { noticeRoutes } from './notices.ts';
import { notificationRoutes } from './notifications.ts';
import { profileRoutes } from './profile.ts';
import { UNAUTHORIZED } from './route.ts';
import type { RestEnv, Route } from './route.ts';
import { searchRoutes } from './search.ts';
import { walletRoutes } from './wallet.ts';

/** Every REST operation under /clube/v1, as the OpenAPI contract writes its paths. */
export const REST_ROUTES: readonly Route[] = [
  {
    method: 'post',
    path: '/login',
    auth: false,
    handler: (c, env) => loginHandler(env.db, env.tokens, env.throttle)(c),
  },
  ...activationRoutes,
  ...engagementRoutes,
  ...campaignRoutes,
  ...noticeRoutes,
  ...letterRoutes,
  ...searchRoutes,
  ...profileRoutes,
  ...walletRoutes,
  ...notificationRoutes,
];

/** The route table without handlers: `METHOD /path` (for the contract completeness test). */
export const REST_OPERATIONS: readonly string[] = REST_ROUTES.map(
  (route) => `${route.method.toUpperCase()} ${route.path}`,
);

const toHonoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers the table; routes with auth answer 401 without a token naming a current member. */
export function registerRestRoutes(api: Hono, env: RestEnv): void {
  // Fixed paths first, so '/activate/check' is never read as '/{endpoint}/withdraw'.
  const ordered = [...REST_ROUTES].sort(
    (a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')),
  );
  for (const route of ordered) {
    api.on(route.method.toUpperCase(), toHonoPath(route.path), async (c: Context) => {
      if (!route.auth) return route.handler(c, env);
      const claims = memberFromAuthorization(c.req.header('authorization'), env.tokens.secret);
      const scope = claims ? await findScope(env.db, claims) : null;
      if (!scope) return c.json(UNAUTHORIZED, 401);
      return route.handler(c, { ...env, scope });
    });
  }
}

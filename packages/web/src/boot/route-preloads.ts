import { publicRoutes, routes } from '../runtime/route-table.ts';
import type { RouteAudience } from './boot-plan.ts';

/** A route the boot script preloads: its path pattern and the modules its first screen runs. */
export interface RoutePreload {
  path: string;
  audience: RouteAudience;
  /** Source modules (relative to packages/web) of the lazy chunks the route renders. */
  modules: string[];
}

/** The signed-in area's shell, rendered on every member route. */
export const MEMBER_SHELL = ['src/app/member-routes.tsx', 'src/layout/AppLayout.tsx'];
/** The feature ports' composition map (every feature adapter): a list's first data. */
const FEATURE_PORTS = '../adapters/src/composition/feature-ports.ts';

/**
 * The routes whose screens start loading with the page rather than after the app has run:
 * the ones members land on. The build (boot-plugin.ts) turns each module into its chunk and
 * the chunks those import; a route not listed gets the member shell (any other member path)
 * or loads its screen when the router asks. The first match wins.
 */
export const ROUTE_PRELOADS: RoutePreload[] = [
  {
    path: routes.signIn.path,
    audience: 'visitor',
    modules: ['src/features/sign-in/SignInScreen.tsx'],
  },
  {
    path: routes.home.path,
    audience: 'member',
    modules: [...MEMBER_SHELL, 'src/features/home/HomeScreen.tsx', FEATURE_PORTS],
  },
  {
    path: routes.campaigns.path,
    audience: 'member',
    modules: [...MEMBER_SHELL, 'src/features/campaigns/CampaignsScreen.tsx', FEATURE_PORTS],
  },
  {
    path: routes.campaignDetail.path,
    audience: 'member',
    modules: [...MEMBER_SHELL, 'src/features/campaigns/CampaignDetailScreen.tsx', FEATURE_PORTS],
  },
  {
    path: routes.loginEntry.path,
    audience: 'any',
    modules: ['src/features/login-entry/LoginEntryScreen.tsx'],
  },
];

/** The public routes' paths: every other path is the member area's (see routes.tsx). */
export const PUBLIC_PATHS: string[] = Object.values(publicRoutes).map((route) => route.path);

/** A route pattern ('/campanhas/:slug') as a regular expression over a whole pathname. */
export function pathPattern(path: string): string {
  const escaped = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${escaped}/?$`;
}

/** Any path of the member area: one that no public route's pattern matches. */
export function memberAreaPattern(): string {
  const publicPatterns = PUBLIC_PATHS.map((path) => pathPattern(path).slice(1, -1));
  return `^(?!(?:${publicPatterns.join('|')})$)/`;
}

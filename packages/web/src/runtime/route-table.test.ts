import { CAMPAIGN_LIST_QUERY_KEYS } from '@clube/core/campaigns';
import {
  HOME_PATH,
  isPublicPath,
  LOGIN_ENTRY_PATH,
  PUBLIC_ROUTE_PREFIXES,
  SIGN_IN_PATH,
  type GateRedirectRoute,
} from '@clube/core/navigation';
import { describe, expect, it } from 'vitest';
import { memberRoutes, publicRoutes, routes } from './route-table.ts';

/** A route's path with every `:param` filled, as a member's address would carry it. */
const sample = (path: string) => path.replace(/:\w+/g, 'exemplo');

describe('the route table and the core agree', () => {
  it.each(Object.entries(publicRoutes))('%s is public for the navigation guard', (_, entry) => {
    expect(isPublicPath(sample(entry.path))).toBe(true);
  });

  it.each(Object.entries(memberRoutes))('%s needs a login', (_, entry) => {
    expect(isPublicPath(sample(entry.path))).toBe(false);
  });

  it('names a route for every public prefix of the core', () => {
    const publicPaths = Object.values(publicRoutes).map((entry) => entry.path);
    for (const prefix of PUBLIC_ROUTE_PREFIXES) {
      expect(publicPaths.some((path) => path === prefix || path.startsWith(`${prefix}/`))).toBe(
        true,
      );
    }
  });

  it('holds the paths the core decides with', () => {
    expect(routes.home.path).toBe(HOME_PATH);
    expect(routes.signIn.path).toBe(SIGN_IN_PATH);
    expect(routes.loginEntry.path).toBe(LOGIN_ENTRY_PATH);
  });

  it("gives Campanhas the core's list query keys and the partner a /login link carries", () => {
    expect(Object.keys(routes.campaigns.query).sort()).toEqual(
      [...CAMPAIGN_LIST_QUERY_KEYS, 'partner'].sort(),
    );
  });

  it('names every route a gate may redirect to', () => {
    const gateTargets = {
      home: '/',
      redemptions: '/resgates',
      wallet: '/carteira',
      walletAwards: '/carteira/premios',
      walletPoints: '/carteira/pontos',
    } satisfies Record<GateRedirectRoute, string>;
    for (const [name, path] of Object.entries(gateTargets)) {
      expect(routes[name as GateRedirectRoute].path).toBe(path);
    }
  });
});

describe('the route table', () => {
  it('has one route per path', () => {
    const paths = Object.values(routes).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

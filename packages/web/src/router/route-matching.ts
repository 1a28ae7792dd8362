import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { matchPath, type PathMatch } from './match-path.ts';

/** What a `<Route>` says. */
export interface RouteProps {
  /** Absolute, or relative to the parent route's path; none for a layout or an index route. */
  path?: string;
  /** Shown at its parent's own path. */
  index?: boolean;
  /** What the route shows; without one, its child routes' (an `<Outlet />`). */
  element?: ReactNode;
  children?: ReactNode;
}

/** A `<Route>` read from the element tree, its path made absolute. */
export interface RouteObject {
  path?: string;
  index: boolean;
  element?: ReactNode;
  children: RouteObject[];
}

/** One route of a matched chain, outermost first. */
export interface RouteMatch extends PathMatch {
  route: RouteObject;
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** The routes `<Route>` elements declare (fragments opened), paths made absolute from `base`. */
export function createRoutesFromChildren(children: ReactNode, base = '/'): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...createRoutesFromChildren(child.props.children, base));
      return;
    }
    const { path, index = false, element, children: nested } = child.props;
    const absolute =
      path === undefined ? undefined : path.startsWith('/') ? path : joinPaths(base, path);
    routes.push({
      path: absolute,
      index,
      element,
      children: index ? [] : createRoutesFromChildren(nested, absolute ?? base),
    });
  });
  return routes;
}

/** A route with its ancestors, and the path it is reached at. */
interface Branch {
  path: string;
  score: number;
  chain: RouteObject[];
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;
const SPLAT_PENALTY = -2;

/**
 * How specific a path is: a fixed segment outweighs a `:param`, which outweighs a splat, so
 * `/recompensas/catalogo` wins over `/recompensas/:partnerSlug` whatever their order.
 */
function scoreOf(path: string, index: boolean): number {
  // An optional segment (`:tag?`) weighs nothing: `/vitrine/:tag?` ties with `/vitrine`.
  const segments = path.split('/').filter((segment) => !segment.endsWith('?'));
  let score = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  if (index) score += INDEX_ROUTE;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':')
      ? DYNAMIC_SEGMENT
      : segment === ''
        ? EMPTY_SEGMENT
        : STATIC_SEGMENT;
  }
  return score;
}

/** Every route that can be shown, with its ancestors, children before their parent. */
function branchesOf(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentPath = '/',
  into: Branch[] = [],
): Branch[] {
  for (const route of routes) {
    const path = route.path ?? parentPath;
    const chain = [...parents, route];
    branchesOf(route.children, chain, path, into);
    // A layout without a path is reached only through its children.
    if (route.path === undefined && !route.index) continue;
    into.push({ path, score: scoreOf(path, route.index), chain });
  }
  return into;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** The most specific branch in order of declaration among equals, as a stable sort keeps it. */
function rankedBranches(routes: RouteObject[], base: string): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = branchesOf(routes, [], base).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

/** Each route of the chain must match: its ancestors the address's start, itself the whole. */
function matchBranch({ chain }: Branch, pathname: string, parentPath: string): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let params: Record<string, string> = {};
  let path = parentPath;
  for (const [at, route] of chain.entries()) {
    path = route.path ?? path;
    const found = matchPath({ path, end: at === chain.length - 1 }, pathname);
    if (!found) return null;
    params = { ...params, ...found.params };
    matches.push({ ...found, params, route });
  }
  return matches;
}

/**
 * The chain of routes the address shows, outermost first, or null when none matches; inside
 * another route's match, `base` is where it ends and `parentParams` its params.
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  base = '/',
  parentParams: Record<string, string> = {},
): RouteMatch[] | null {
  for (const branch of rankedBranches(routes, base)) {
    const matches = matchBranch(branch, pathname, base);
    if (matches)
      return matches.map((match) => ({ ...match, params: { ...parentParams, ...match.params } }));
  }
  return null;
}

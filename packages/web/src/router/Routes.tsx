import { useContext, useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  createRoutesFromChildren,
  type RouteMatch,
  type RouteProps,
} from './route-matching.ts';
import { RouteContext, useLocationState } from './router-context.ts';

/**
 * Declares a route inside `<Routes>`; `<Routes>` reads its props and renders its element, so it
 * never renders itself.
 */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> may be used only as a child of <Routes> or of another <Route>');
}

/** The matched chain as nested elements: each route's element, the next one in its outlet. */
function renderMatches(matches: RouteMatch[], parents: RouteMatch[]): ReactNode {
  let outlet: ReactNode = null;
  for (let at = matches.length - 1; at >= 0; at -= 1) {
    const { element } = matches[at]!.route;
    const value = { outlet, matches: [...parents, ...matches.slice(0, at + 1)] };
    outlet = (
      <RouteContext value={value}>{element === undefined ? <Outlet /> : element}</RouteContext>
    );
  }
  return outlet;
}

/**
 * Shows the `<Route>` among its children that best matches the address (the most specific
 * path, see route-matching.ts), nothing when none does. Inside another route, relative paths
 * start where that route's match ends. The routes are read again only when the children change,
 * the match only when the path does.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useLocationState('<Routes>');
  const parent = useContext(RouteContext);
  const base = parent.matches.at(-1)?.pathnameBase ?? '/';
  const routes = useMemo(() => createRoutesFromChildren(children, base), [children, base]);
  const { pathname } = location;
  return useMemo(() => {
    const matches = matchRoutes(routes, pathname, base, parent.matches.at(-1)?.params);
    return matches ? renderMatches(matches, parent.matches) : null;
  }, [routes, pathname, base, parent.matches]);
}

/** What the current route's child route shows (null at a leaf). */
export const useOutlet = (): ReactNode => useContext(RouteContext).outlet;

/** Where a route shows its matched child route. */
export function Outlet(): ReactNode {
  return useOutlet();
}

/** The `:params` of the routes matched down to here, decoded. */
export function useParams<Key extends string = string>(): Partial<Record<Key, string>> {
  const params: Partial<Record<string, string>> =
    useContext(RouteContext).matches.at(-1)?.params ?? {};
  return params as Partial<Record<Key, string>>;
}

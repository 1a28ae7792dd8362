import { useCallback, useMemo } from 'react';
import type { NavigationType } from './history.ts';
import { matchPath, type PathMatch, type PathPattern } from './match-path.ts';
import { resolveTo, type Location, type To } from './path.ts';
import { useLocationState, useNavigator } from './router-context.ts';

export interface NavigateOptions {
  /** Swap the current history entry instead of adding one. */
  replace?: boolean;
  /** Carried to the next screen as `location.state` (a guard's notice). */
  state?: unknown;
}

/** Goes to `to` (a relative path from the current one), or back and forward by a number. */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/**
 * The navigation function: the same one for the router's whole life, so that effects and
 * memoised handlers that hold it are not renewed on every navigation.
 */
export function useNavigate(): NavigateFunction {
  const history = useNavigator('useNavigate()');
  return useCallback<NavigateFunction>(
    (to, { replace = false, state } = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, history.location);
      if (replace) history.replace(path, state);
      else history.push(path, state);
    },
    [history],
  );
}

/** The address being shown. */
export const useLocation = (): Location => useLocationState('useLocation()').location;

/** How the shown address was reached: POP for back/forward and the first load. */
export const useNavigationType = (): NavigationType =>
  useLocationState('useNavigationType()').navigationType;

/** The address's query, read again only when it changes, and a way to replace it. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

/** Where `pattern` matches the shown path, or null. */
export function useMatch(pattern: PathPattern | string): PathMatch | null {
  const { pathname } = useLocation();
  const { path, end } = typeof pattern === 'string' ? { path: pattern, end: true } : pattern;
  return useMemo(() => matchPath({ path, end }, pathname), [path, end, pathname]);
}

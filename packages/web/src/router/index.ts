/**
 * The club's router: the address bar's path matched against `<Route>` declarations, nested
 * routes with outlets, links and redirects, back and forward. The app uses these pieces only;
 * a general-purpose router would bring about 11 kB gzip of data loading, forms and fetchers to
 * every first load (issue 19).
 */
export { BrowserRouter, MemoryRouter, Router } from './Router.tsx';
export { Outlet, Route, Routes, useOutlet, useParams } from './Routes.tsx';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './links.tsx';
export {
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
} from './hooks.ts';
export {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type NavigationType,
} from './history.ts';
export { matchPath, type PathMatch, type PathPattern } from './match-path.ts';
export {
  createRoutesFromChildren,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
} from './route-matching.ts';
export type { Location, To } from './path.ts';

import { createContext, useContext, type ReactNode } from 'react';
import type { History, NavigationType } from './history.ts';
import type { Location } from './path.ts';
import type { RouteMatch } from './route-matching.ts';

/** The address being shown, and how it was reached. */
export interface LocationState {
  location: Location;
  navigationType: NavigationType;
}

/** The history navigations go through: its `location` is always the latest, in between renders. */
export const NavigatorContext = createContext<History | null>(null);
export const LocationContext = createContext<LocationState | null>(null);

/** Where in the matched routes an element renders. */
export interface RouteContextValue {
  /** What the route's `<Outlet />` shows: the next route of the chain, if any. */
  outlet: ReactNode;
  /** The matched routes down to this one, those of enclosing `<Routes>` first. */
  matches: RouteMatch[];
}

export const RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [] });

const outsideRouter = (hook: string) =>
  new Error(`${hook} may be used only inside a <BrowserRouter> or <MemoryRouter>`);

export function useNavigator(hook: string): History {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw outsideRouter(hook);
  return navigator;
}

export function useLocationState(hook: string): LocationState {
  const state = useContext(LocationContext);
  if (!state) throw outsideRouter(hook);
  return state;
}

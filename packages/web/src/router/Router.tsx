import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, type History } from './history.ts';
import { LocationContext, NavigatorContext, type LocationState } from './router-context.ts';

const stateOf = (history: History): LocationState => ({
  location: history.location,
  navigationType: history.action,
});

/**
 * Shows `history`'s entry and follows it. A change renders in a transition: a screen whose code
 * is still on its way keeps the one being left on the page instead of a loading screen.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => stateOf(history));
  useLayoutEffect(() => {
    const follow = () =>
      startTransition(() =>
        setState((shown) =>
          shown.location === history.location && shown.navigationType === history.action
            ? shown
            : stateOf(history),
        ),
      );
    // A change made between the first render and this subscription is not lost.
    follow();
    return history.listen(follow);
  }, [history]);
  return (
    <NavigatorContext value={history}>
      <LocationContext value={state}>{children}</LocationContext>
    </NavigatorContext>
  );
}

/** The app's router: the address bar's path, and the browser's back and forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(window));
  return <Router history={history}>{children}</Router>;
}

/** A router with its own history (tests; a host without an address bar). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

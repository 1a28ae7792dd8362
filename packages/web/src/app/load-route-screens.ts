import { Children, isValidElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from '../router/index.ts';
import { isLazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen.ts';

/** The lazy screens an element renders: itself, and those among its children (gates wrap them). */
function screensIn(node: ReactNode): LazyScreen[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    const own = isLazyScreen(child.type) ? [child.type] : [];
    return [...own, ...screensIn(child.props.children)];
  });
}

/**
 * Loads the chunks of every screen that `routeElements` render at `pathname`, and of the
 * screens beneath them that route on their own (a module's `nestedRoutes`), so that the first
 * render finds them all here and commits the screen at once, with no fallback before it.
 * `include` leaves out a screen the first render may not reach (the signed-in area, for a
 * visitor whom the start-up sends to sign in). A chunk that fails to load is left to the
 * render, which shows its error as it would on any navigation. `loaded` runs for each module
 * as soon as it is here (the screen's first data can start while other chunks still come), and
 * the answer waits for what it returns too.
 */
export async function loadRouteScreens(
  pathname: string,
  routeElements: ReactNode,
  {
    include = () => true,
    loaded = () => undefined,
  }: {
    include?: (screen: LazyScreen) => boolean;
    loaded?: (module: ScreenModule<object>) => Promise<void> | void;
  } = {},
): Promise<void> {
  const matches = matchRoutes(createRoutesFromChildren(routeElements), pathname) ?? [];
  const screens = matches.flatMap((match) => screensIn(match.route.element)).filter(include);
  await Promise.all(
    screens.map(async (screen) => {
      const module = await screen.load().catch(() => null);
      if (!module) return;
      await Promise.all([
        loaded(module),
        module.nestedRoutes
          ? loadRouteScreens(pathname, module.nestedRoutes, { include, loaded })
          : undefined,
      ]);
    }),
  );
}

import type { Club } from '@clube/core';
import {
  createElement,
  lazy,
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
} from 'react';

/** A screen's chunk: its component, and the routes beneath it when it routes on its own. */
export interface ScreenModule<Props extends object> {
  default: ComponentType<Props>;
  /** The `<Route>` elements a screen matches itself (the signed-in area's table). */
  nestedRoutes?: ReactNode;
  /**
   * What the screen asks the club for, started before its first render when it is the first
   * (with the address's query, which names a list); the first render waits for what it returns.
   */
  prepare?: (club: Club, search: URLSearchParams) => Promise<void>;
}

/** A screen in its own chunk, which can be loaded before it is first rendered. */
export interface LazyScreen<Props extends object = object> extends FunctionComponent<Props> {
  /** Loads the chunk (once; again after a failure). */
  load(): Promise<ScreenModule<Props>>;
}

/**
 * Every screen is its own chunk, loaded when its route is first opened. A screen whose chunk
 * is already here renders at once, without suspending: the first screen's chunks are loaded
 * before the first render (`load-route-screens.ts`), and a fallback that had been shown and is
 * then replaced costs React's reveal throttle (300 ms after the last fallback, each time).
 */
export function screen<Props extends object = object>(
  load: () => Promise<ScreenModule<Props>>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ScreenModule<Props>> | null = null;
  const loadOnce = (): Promise<ScreenModule<Props>> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(loadOnce);
  // Once the chunk is here, React takes the loaded component for the one the lazy one
  // resolved to: a screen mounted through the lazy one keeps its state.
  const Screen = (props: Props) => createElement(loaded ?? Suspending, props);
  return Object.assign(Screen, { load: loadOnce });
}

export function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === 'function' && typeof (type as Partial<LazyScreen>).load === 'function';
}

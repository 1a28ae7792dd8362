import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every screen is its own chunk, loaded when its route is first opened. */
export const screen = (
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> => lazy(load);

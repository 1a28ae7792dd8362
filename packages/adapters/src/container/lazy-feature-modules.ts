import type { FeaturePorts } from '@clube/core';
import type { ContainerModule } from 'inversify';
import type { ApiFeature } from './feature-factories.ts';
import { lazyPortModule } from './port-module.ts';
import { FEATURE_TOKENS } from './tokens.ts';

/** Feature ports the platform binds (storage-like, browser APIs), not the API adapters. */
const PLATFORM_PORTS: readonly (keyof FeaturePorts)[] = [
  'postalCode',
  'geolocation',
  'analytics',
  'location',
];

/**
 * Every API-backed feature port, one module per context, loaded on first call (browser).
 * Only `import()` reaches the factories, keeping them out of the first route. One chunk
 * holds all the adapters: they share the answer helpers and the GraphQL documents, and one
 * chunk per adapter measured larger on the first route (shared modules split out of it).
 */
export const lazyFeatureModules: readonly ContainerModule[] = (
  Object.keys(FEATURE_TOKENS) as (keyof FeaturePorts)[]
)
  .filter((name): name is ApiFeature => !PLATFORM_PORTS.includes(name))
  .map((name) =>
    lazyPortModule(name, () =>
      import('./feature-factories.ts').then((m) => m.FEATURE_FACTORIES[name] as never),
    ),
  );

import type { ContainerModule } from 'inversify';
import { API_FEATURES } from './api-features.ts';
import { FEATURE_FACTORIES } from './feature-factories.ts';
import { eagerPortModule } from './port-module.ts';

/** Every API-backed feature port, one module per context, each built on first resolution. */
export const eagerFeatureModules: readonly ContainerModule[] = API_FEATURES.map((name) =>
  eagerPortModule(name, FEATURE_FACTORIES[name] as never),
);

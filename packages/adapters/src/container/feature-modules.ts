import type { ContainerModule } from 'inversify';
import { API_FEATURES, FEATURE_FACTORIES } from './feature-factories.ts';
import { eagerPortModule } from './port-module.ts';

/** Every API-backed feature port, one module per context, built eagerly (Node). */
export const eagerFeatureModules: readonly ContainerModule[] = API_FEATURES.map((name) =>
  eagerPortModule(name, FEATURE_FACTORIES[name] as never),
);

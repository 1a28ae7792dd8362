import type { FeaturePorts } from '@clube/core';
import { API_FEATURES, type ApiFeature } from './api-features.ts';
import type { ClubTransports } from './club-transports.ts';
import type { FeaturePortFactories } from './feature-ports.ts';
import { lazyPort } from './lazy-port.ts';

/**
 * The API-backed feature ports as proxies, for the browser: the first call to any of them
 * loads the composition map's module with every feature adapter (once; again on the next call
 * after a failed load), and each port's adapter is built from the map on its own first call.
 */
export function lazyFeaturePorts(
  loadFactories: () => Promise<FeaturePortFactories>,
  transports: ClubTransports,
): Pick<FeaturePorts, ApiFeature> {
  let loading: Promise<FeaturePortFactories> | null = null;
  const factories = () =>
    (loading ??= loadFactories().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const ports = API_FEATURES.map((name) => [
    name,
    lazyPort(() => factories().then((loaded) => loaded[name](transports))),
  ]);
  return Object.fromEntries(ports) as Pick<FeaturePorts, ApiFeature>;
}

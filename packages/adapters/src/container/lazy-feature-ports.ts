import type { FeaturePorts } from '@clube/core';
import type { Container } from 'inversify';
import { API_FEATURES, type ApiFeature } from './api-features.ts';
import { lazyPort } from './lazy-port.ts';
import { FEATURE_TOKENS } from './tokens.ts';

/**
 * The API-backed feature ports as proxies: the first call to any of them loads the container
 * (once; again on the next call after a failed load), and each port's adapter is resolved
 * from it on its own first call.
 */
export function lazyFeaturePorts(
  loadContainer: () => Promise<Pick<Container, 'get'>>,
): Pick<FeaturePorts, ApiFeature> {
  let loading: Promise<Pick<Container, 'get'>> | null = null;
  const container = () =>
    (loading ??= loadContainer().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const ports = API_FEATURES.map((name) => [
    name,
    lazyPort(() => container().then((loaded) => loaded.get(FEATURE_TOKENS[name]))),
  ]);
  return Object.fromEntries(ports) as Pick<FeaturePorts, ApiFeature>;
}

import { createMemoryStorage } from '@clube/core/shared';
import { type AnalyticsPort, type Club, type ClubOptions, type StoragePort } from '@clube/core';
import { type GeoPosition } from '@clube/core/location';
import { ContainerModule } from 'inversify';
import { noopAnalytics } from './analytics/analytics.ts';
import { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
import { eagerFeatureModules } from './container/feature-modules.ts';
import { systemClockModule } from './container/modules.ts';
import type { TransportOptions } from './container/transports.ts';
import { TOKENS } from './container/tokens.ts';
import { createFixedGeolocation } from './location/fixed-geolocation.ts';
import { createMemoryLocation } from './location/memory-location.ts';
import { createPostalCode, defaultPostalCodeUrl } from './location/postal-code.adapter.ts';
import { backgroundTimers } from './shared/background-timers.ts';
import { createFileStorage } from './storage/file-storage.ts';

export interface NodeClubOptions extends TransportOptions, ClubOptions {
  /** Where the session is kept: a port, a file path, or (unless told) memory. */
  storage?: StoragePort | { file: string };
  /** The CEP v2 service; the API origin's `/cep/v2/` unless told. */
  postalCodeUrl?: string;
  /** A ViaCEP-shaped fallback for the CEP lookup; none unless told. */
  postalCodeFallbackUrl?: string | null;
  /** Where the club believes it is; São Paulo unless told. */
  position?: GeoPosition;
  analytics?: AnalyticsPort;
}

function storageOf(option: NodeClubOptions['storage']): StoragePort {
  if (!option) return createMemoryStorage();
  return 'file' in option ? createFileStorage(option.file) : option;
}

/** The platform's ports in Node: no DOM anywhere. */
function nodePlatformModule(options: NodeClubOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.storage).toConstantValue(storageOf(options.storage));
    bind(TOKENS.postalCode).toConstantValue(
      createPostalCode({
        baseUrl: options.postalCodeUrl ?? defaultPostalCodeUrl(options.baseUrl),
        fallbackUrl: options.postalCodeFallbackUrl ?? null,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    );
    bind(TOKENS.geolocation).toConstantValue(createFixedGeolocation(options.position));
    bind(TOKENS.analytics).toConstantValue(options.analytics ?? noopAnalytics);
    bind(TOKENS.location).toConstantValue(createMemoryLocation());
  });
}

/**
 * A club for Node (bots, scripts, servers), every port bound eagerly. Its timers do not keep
 * the process alive (`backgroundTimers`) unless `scheduler` says otherwise; still call
 * `club.stop()` when done with a club in a long-lived process.
 */
export function createNodeClub(options: NodeClubOptions): Club {
  const container = createClubContainer({
    baseUrl: options.baseUrl,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    features: eagerFeatureModules,
    platform: [nodePlatformModule(options), systemClockModule],
  });
  return createClubFromContainer(container, {
    ...options,
    scheduler: options.scheduler ?? backgroundTimers,
  });
}

export { backgroundTimers } from './shared/background-timers.ts';
export { createFileStorage } from './storage/file-storage.ts';
export { createFixedGeolocation } from './location/fixed-geolocation.ts';
export { createMemoryLocation } from './location/memory-location.ts';
export { lookUpPostalAddress } from './location/postal-code-lookup.ts';

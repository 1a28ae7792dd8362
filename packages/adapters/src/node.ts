import { createMemoryStorage } from '@clube/core/shared';
import {
  createClub,
  systemClock,
  type AnalyticsPort,
  type Club,
  type ClubOptions,
  type ClubPorts,
  type StoragePort,
} from '@clube/core';
import { type GeoPosition } from '@clube/core/location';
import { noopAnalytics } from './analytics/analytics.ts';
import type { ApiFeature } from './composition/api-features.ts';
import { featurePortsOnFirstRead } from './composition/feature-ports-on-first-read.ts';
import { sessionPorts } from './composition/session-ports.ts';
import {
  connectSession,
  createTransports,
  type TransportOptions,
} from './composition/transports.ts';
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

type ApiPorts = Pick<ClubPorts, ApiFeature | 'auth' | 'tokenDecoder' | 'company' | 'profile'>;

function storageOf(option: NodeClubOptions['storage']): StoragePort {
  if (!option) return createMemoryStorage();
  return 'file' in option ? createFileStorage(option.file) : option;
}

/** The platform's ports in Node: no DOM anywhere. */
function nodePlatformPorts(options: NodeClubOptions): Omit<ClubPorts, keyof ApiPorts> {
  return {
    storage: storageOf(options.storage),
    clock: systemClock,
    postalCode: createPostalCode({
      baseUrl: options.postalCodeUrl ?? defaultPostalCodeUrl(options.baseUrl),
      fallbackUrl: options.postalCodeFallbackUrl ?? null,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    geolocation: createFixedGeolocation(options.position),
    analytics: options.analytics ?? noopAnalytics,
    location: createMemoryLocation(),
  };
}

/**
 * A club for Node (bots, scripts, servers). Its timers do not keep the process alive
 * (`backgroundTimers`) unless `scheduler` says otherwise. No container per club: the session ports are
 * built at once and each feature adapter when its port is first read, both from the
 * composition maps (`createClubContainer` binds the same maps in an inversify container, for
 * hosts that compose their own).
 */
export function createNodeClub(options: NodeClubOptions): Club {
  const transports = createTransports(options);
  // Assigned, not spread: spreading would build every lazy feature adapter.
  const ports: ClubPorts = Object.assign(
    featurePortsOnFirstRead(transports),
    sessionPorts(transports),
    nodePlatformPorts(options),
  );
  const club = createClub(ports, {
    ...options,
    scheduler: options.scheduler ?? backgroundTimers,
  });
  connectSession(transports.sessionBridge, club);
  return club;
}

export { backgroundTimers } from './shared/background-timers.ts';
export { createFileStorage } from './storage/file-storage.ts';
export { createFixedGeolocation } from './location/fixed-geolocation.ts';
export { createMemoryLocation } from './location/memory-location.ts';
export { lookUpPostalAddress } from './location/postal-code-lookup.ts';

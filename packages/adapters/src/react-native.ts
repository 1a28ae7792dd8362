import { createMemoryStorage } from '@clube/core/shared';
import { configRedirectOrigins } from '@clube/core/navigation';
import type { GeoPosition } from '@clube/core/location';
import {
  createClub,
  systemClock,
  type AnalyticsPort,
  type Club,
  type ClubOptions,
  type ClubPorts,
  type GeolocationPort,
  type StoragePort,
} from '@clube/core';
import { noopAnalytics } from './analytics/analytics.ts';
import {
  connectSession,
  transportsOver,
  type TransportOptions,
} from './composition/club-transports.ts';
import { featurePortsOnFirstRead } from './composition/feature-ports-on-first-read.ts';
import { sessionPorts } from './composition/session-ports.ts';
import { createFetchHttpClient } from './http/fetch-http-client.ts';
import { createFixedGeolocation } from './location/fixed-geolocation.ts';
import { createNativeLocation, type NativeLocationOptions } from './location/native-location.ts';
import { createPostalCode } from './location/postal-code.adapter.ts';
import { createHydratedStorage, type AsyncKeyValueStorage } from './storage/hydrated-storage.ts';

export interface NativeClubOptions extends TransportOptions, ClubOptions {
  /**
   * Where the session is kept: `{ async: AsyncStorage }` (anything of its shape; loaded before
   * the session restores), a synchronous port (e.g. over MMKV), or (unless told) memory.
   */
  storage?: StoragePort | { async: AsyncKeyValueStorage };
  /** How the club leaves for a URL or one of the app's paths (e.g. `Linking.openURL`). */
  location: Omit<NativeLocationOptions, 'allowedOrigins'>;
  /** The CEP v2 service; the API's `/cep/v2/` unless told. */
  postalCodeUrl?: string;
  /** A ViaCEP-shaped fallback for the CEP lookup; none unless told. */
  postalCodeFallbackUrl?: string | null;
  /** The device's position (e.g. over expo-location); `position` (São Paulo unless told) if absent. */
  geolocation?: GeolocationPort;
  position?: GeoPosition;
  analytics?: AnalyticsPort;
}

function storageOf(option: NativeClubOptions['storage']): StoragePort {
  if (!option) return createMemoryStorage();
  return 'async' in option ? createHydratedStorage(option.async) : option;
}

/** The platform's ports in React Native: no Node built-in, no DOM global. */
function nativePlatformPorts(
  options: NativeClubOptions,
  allowedOrigins: () => readonly string[],
): Pick<ClubPorts, 'storage' | 'clock' | 'postalCode' | 'geolocation' | 'analytics' | 'location'> {
  return {
    storage: storageOf(options.storage),
    clock: systemClock,
    postalCode: createPostalCode({
      baseUrl: options.postalCodeUrl ?? `${options.baseUrl.replace(/\/+$/, '')}/cep/v2/`,
      fallbackUrl: options.postalCodeFallbackUrl ?? null,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    geolocation: options.geolocation ?? createFixedGeolocation(options.position),
    analytics: options.analytics ?? noopAnalytics,
    location: createNativeLocation({ ...options.location, allowedOrigins }),
  };
}

/**
 * A club for React Native (Hermes): the HTTP client over plain `fetch` with timers for its
 * timeouts, a JWT decode without `atob`/`TextDecoder`, AsyncStorage loaded before the session
 * restores (the session stays `hydrating` until then), and the app's own navigation callbacks
 * instead of `window.location`. Each feature adapter is built when its port is first read.
 * `baseUrl` must be absolute: an app has no origin.
 */
export function createNativeClub(options: NativeClubOptions): Club {
  let club: Club | null = null;
  // External redirects are allowed only to the origins the company config vouches for.
  const allowedOrigins = () =>
    configRedirectOrigins(club?.companyConfig.getSnapshot().context.config ?? null);
  const transports = transportsOver(createFetchHttpClient, options);
  // Assigned, not spread: spreading would build every lazy feature adapter.
  const ports: ClubPorts = Object.assign(
    featurePortsOnFirstRead(transports),
    sessionPorts(transports),
    nativePlatformPorts(options, allowedOrigins),
  );
  const created = createClub(ports, options);
  club = created;
  connectSession(transports.sessionBridge, created);
  return created;
}

export { createHydratedStorage, CLUB_STORAGE_KEYS } from './storage/hydrated-storage.ts';
export type { AsyncKeyValueStorage, HydratedStorage } from './storage/hydrated-storage.ts';
export { createNativeLocation } from './location/native-location.ts';
export type { NativeLocationOptions } from './location/native-location.ts';
export { createFetchHttpClient } from './http/fetch-http-client.ts';
export { createFixedGeolocation } from './location/fixed-geolocation.ts';

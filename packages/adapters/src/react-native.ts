import { createMemoryStorage } from '@clube/core/shared';
import { configRedirectOrigins } from '@clube/core/navigation';
import type { GeoPosition } from '@clube/core/location';
import type { AnalyticsPort, Club, ClubOptions, GeolocationPort, StoragePort } from '@clube/core';
import { ContainerModule } from 'inversify';
import { noopAnalytics } from './analytics/analytics.ts';
import { clubContainerOver, createClubFromContainer } from './container/club-container.ts';
import { transportsOver, type TransportOptions } from './container/club-transports.ts';
import { eagerFeatureModules } from './container/feature-modules.ts';
import { systemClockModule } from './container/modules.ts';
import { TOKENS } from './container/tokens.ts';
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
function nativePlatformModule(
  options: NativeClubOptions,
  allowedOrigins: () => readonly string[],
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.storage).toConstantValue(storageOf(options.storage));
    bind(TOKENS.postalCode).toConstantValue(
      createPostalCode({
        baseUrl: options.postalCodeUrl ?? `${options.baseUrl.replace(/\/+$/, '')}/cep/v2/`,
        fallbackUrl: options.postalCodeFallbackUrl ?? null,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    );
    bind(TOKENS.geolocation).toConstantValue(
      options.geolocation ?? createFixedGeolocation(options.position),
    );
    bind(TOKENS.analytics).toConstantValue(options.analytics ?? noopAnalytics);
    bind(TOKENS.location).toConstantValue(
      createNativeLocation({ ...options.location, allowedOrigins }),
    );
  });
}

/**
 * A club for React Native (Hermes): the HTTP client over plain `fetch` with timers for its
 * timeouts, a JWT decode without `atob`/`TextDecoder`, AsyncStorage loaded before the session
 * restores (the session stays `hydrating` until then), and the app's own navigation callbacks
 * instead of `window.location`. `baseUrl` must be absolute: an app has no origin.
 */
export function createNativeClub(options: NativeClubOptions): Club {
  let club: Club | null = null;
  // External redirects are allowed only to the origins the company config vouches for.
  const allowedOrigins = () =>
    configRedirectOrigins(club?.companyConfig.getSnapshot().context.config ?? null);
  const transports = transportsOver(createFetchHttpClient, options);
  const container = clubContainerOver(transports, eagerFeatureModules, [
    nativePlatformModule(options, allowedOrigins),
    systemClockModule,
  ]);
  club = createClubFromContainer(container, options);
  return club;
}

export { createHydratedStorage, CLUB_STORAGE_KEYS } from './storage/hydrated-storage.ts';
export type { AsyncKeyValueStorage, HydratedStorage } from './storage/hydrated-storage.ts';
export { createNativeLocation } from './location/native-location.ts';
export type { NativeLocationOptions } from './location/native-location.ts';
export { createFetchHttpClient } from './http/fetch-http-client.ts';
export { createFixedGeolocation } from './location/fixed-geolocation.ts';

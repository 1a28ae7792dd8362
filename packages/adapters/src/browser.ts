import { configRedirectOrigins } from '@clube/core/navigation';
import {
  createClub,
  systemClock,
  type AnalyticsPort,
  type Club,
  type ClubOptions,
  type ClubPorts,
  type GeolocationPort,
  type PostalCodePort,
} from '@clube/core';
import { createDataLayerAnalytics } from './analytics/analytics.ts';
import { sessionPorts } from './container/core-port-factories.ts';
import { lazyFeaturePorts } from './container/lazy-feature-ports.ts';
import { lazyPort } from './container/lazy-port.ts';
import { connectSession, createTransports, type TransportOptions } from './container/transports.ts';
import { createBrowserLocation } from './location/browser-location.ts';
import { createBrowserStorage } from './storage/browser-storage.ts';

export interface BrowserClubOptions extends Partial<TransportOptions>, ClubOptions {
  /** The CEP v2 service; the API origin's `/cep/v2/` unless told. */
  postalCodeUrl?: string;
  /** A ViaCEP-shaped fallback for the CEP lookup (e.g. `https://viacep.com.br/ws/`). */
  postalCodeFallbackUrl?: string | null;
  /**
   * Analytics (SPEC §2's home and account-slug events, and the rest). Default: pushed to the
   * page's tag-manager data layer (`createDataLayerAnalytics`); `noopAnalytics` sends nothing.
   */
  analytics?: AnalyticsPort;
  /** The data layer's name on `window` for the default analytics; `dataLayer` unless told. */
  dataLayerName?: string;
}

/** The platform's ports in a browser; postal code and geolocation load on first use. */
function browserPlatformPorts(
  options: BrowserClubOptions,
  allowedOrigins: () => readonly string[],
): Omit<ClubPorts, 'auth' | 'tokenDecoder' | 'company' | 'profile'> {
  return {
    storage: createBrowserStorage(),
    clock: systemClock,
    postalCode: lazyPort<PostalCodePort>(() =>
      import('./location/postal-code.adapter.ts').then((m) =>
        m.createPostalCode({
          baseUrl: options.postalCodeUrl ?? m.defaultPostalCodeUrl(options.baseUrl ?? ''),
          fallbackUrl: options.postalCodeFallbackUrl ?? null,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      ),
    ),
    geolocation: lazyPort<GeolocationPort>(() =>
      import('./location/browser-geolocation.ts').then((m) => m.createBrowserGeolocation()),
    ),
    analytics: options.analytics ?? createDataLayerAnalytics(undefined, options.dataLayerName),
    location: createBrowserLocation({ allowedOrigins }),
  };
}

/**
 * A club for the browser: same-origin API by default, localStorage, the system clock. The
 * first route gets the session ports built directly; the feature ports are lazy proxies whose
 * first call loads the club's inversify container (`createClubContainer`, over the same
 * transports and platform ports) with every feature adapter, to keep the first route small.
 */
export function createBrowserClub(options: BrowserClubOptions = {}): Club {
  let club: Club | null = null;
  // External redirects are allowed only to the origins the company config vouches for.
  const allowedOrigins = () =>
    configRedirectOrigins(club?.companyConfig.getSnapshot().context.config ?? null);
  const transports = createTransports({
    baseUrl: options.baseUrl ?? '',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const platform = browserPlatformPorts(options, allowedOrigins);
  const features = lazyFeaturePorts(() =>
    import('./container/browser-container.ts').then((m) =>
      m.createBrowserContainer(transports, platform),
    ),
  );
  club = createClub({ ...sessionPorts(transports), ...platform, ...features }, options);
  connectSession(transports.sessionBridge, club);
  return club;
}

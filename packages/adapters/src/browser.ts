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
import { lazyFeaturePorts } from './composition/lazy-feature-ports.ts';
import { lazyPort } from './composition/lazy-port.ts';
import { sessionPorts } from './composition/session-ports.ts';
import {
  connectSession,
  createTransports,
  type TransportOptions,
} from './composition/transports.ts';
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
 * first route gets the session ports built from their composition map; the feature ports are
 * lazy proxies whose first call loads the feature ports' map (`composition/feature-ports.ts`,
 * with every feature adapter) and builds the port's adapter over the same transports. No
 * inversify container: members never download it.
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
  const features = lazyFeaturePorts(
    () => import('./composition/feature-ports.ts').then((m) => m.FEATURE_PORTS),
    transports,
  );
  club = createClub({ ...sessionPorts(transports), ...platform, ...features }, options);
  connectSession(transports.sessionBridge, club);
  return club;
}

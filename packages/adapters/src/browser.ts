import {
  configRedirectOrigins,
  type AnalyticsPort,
  type Club,
  type ClubOptions,
} from '@clube/core';
import { ContainerModule } from 'inversify';
import { noopAnalytics } from './analytics/analytics.ts';
import { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
import { lazyFeatureModules } from './container/lazy-feature-modules.ts';
import { lazyPort } from './container/lazy-port.ts';
import { systemClockModule, type TransportOptions } from './container/modules.ts';
import { TOKENS } from './container/tokens.ts';
import { createBrowserLocation } from './location/browser-location.ts';
import { createBrowserStorage } from './storage/browser-storage.ts';

export interface BrowserClubOptions extends Partial<TransportOptions>, ClubOptions {
  /** The CEP v2 service; the API origin's `/cep/v2/` unless told. */
  postalCodeUrl?: string;
  /** A ViaCEP-shaped fallback for the CEP lookup (e.g. `https://viacep.com.br/ws/`). */
  postalCodeFallbackUrl?: string | null;
  /** Analytics (see `createDataLayerAnalytics`, `createConsoleAnalytics`); none unless told. */
  analytics?: AnalyticsPort;
}

/** The platform's ports in a browser; postal code and geolocation load on first use. */
function browserPlatformModule(
  options: BrowserClubOptions,
  allowedOrigins: () => readonly string[],
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.storage).toConstantValue(createBrowserStorage());
    bind(TOKENS.postalCode).toConstantValue(
      lazyPort(() =>
        import('./location/postal-code.adapter.ts').then((m) =>
          m.createPostalCode({
            baseUrl: options.postalCodeUrl ?? m.defaultPostalCodeUrl(options.baseUrl ?? ''),
            fallbackUrl: options.postalCodeFallbackUrl ?? null,
            ...(options.fetch ? { fetch: options.fetch } : {}),
          }),
        ),
      ),
    );
    bind(TOKENS.geolocation).toConstantValue(
      lazyPort(() =>
        import('./location/browser-geolocation.ts').then((m) => m.createBrowserGeolocation()),
      ),
    );
    bind(TOKENS.analytics).toConstantValue(options.analytics ?? noopAnalytics);
    bind(TOKENS.location).toConstantValue(createBrowserLocation({ allowedOrigins }));
  });
}

/**
 * A club for the browser: same-origin API by default, localStorage, the system clock. The
 * feature adapters are lazy proxies, loaded on first call, to keep the first route small.
 */
export function createBrowserClub(options: BrowserClubOptions = {}): Club {
  let club: Club | null = null;
  // External redirects are allowed only to the origins the company config vouches for.
  const allowedOrigins = () =>
    configRedirectOrigins(club?.companyConfig.getSnapshot().context.config ?? null);
  const container = createClubContainer({
    baseUrl: options.baseUrl ?? '',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    features: lazyFeatureModules,
    platform: [browserPlatformModule(options, allowedOrigins), systemClockModule],
  });
  club = createClubFromContainer(container, options);
  return club;
}

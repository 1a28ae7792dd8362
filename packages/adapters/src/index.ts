// Public surface of @clube/adapters. Platform entry points: `./browser` and `./node`.
export { jwtDecoder } from './auth/jwt-decoder.ts';
export type {
  ClubContainerOptions,
  ClubContainerTransports,
} from './container/create-club-container.ts';
export { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
export type { ClubTransports, TransportOptions } from './composition/transports.ts';
export { connectSession, createTransports } from './composition/transports.ts';
export {
  authModule,
  companyModule,
  profileModule,
  builtPortsModule,
  systemClockModule,
  transportModule,
} from './container/modules.ts';
export type { SessionBridge } from './composition/session-bridge.ts';
export { createSessionBridge } from './composition/session-bridge.ts';
export { TOKENS } from './container/tokens.ts';
export { createCompanyAdapter } from './ports/company.adapter.ts';
export type { GraphqlClient } from './graphql/graphql-client.ts';
export { createGraphqlClient, GRAPHQL_PATH } from './graphql/graphql-client.ts';
export type { AnswerPath, StartupRequest, StartupRequests } from './graphql/startup-requests.ts';
export {
  COMPANY_PLACEHOLDER,
  FIRST_PICTURES,
  startupRequests,
} from './graphql/startup-requests.ts';
export { recordedRequests } from './composition/recorded-requests.ts';
export { createProfileAdapter } from './ports/profile.adapter.ts';
export type {
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestOptions,
} from './http/http-client.ts';
export { API_PREFIX, createHttpClient } from './http/http-client.ts';
export { createAuthAdapter } from './ports/auth.adapter.ts';
export { createBrowserStorage } from './storage/browser-storage.ts';
export {
  createConsoleAnalytics,
  createDataLayerAnalytics,
  noopAnalytics,
} from './analytics/analytics.ts';
export { eagerFeatureModules, eagerPortModule } from './container/modules.ts';
export { lazyFeaturePorts } from './composition/lazy-feature-ports.ts';
export { API_FEATURES } from './composition/api-features.ts';
export type { ApiFeature } from './composition/api-features.ts';
export { SESSION_PORTS, sessionPorts } from './composition/session-ports.ts';
export type { SessionPortName } from './composition/session-ports.ts';
export { FEATURE_PORTS } from './composition/feature-ports.ts';
export type { FeaturePortFactories, PortFactory } from './composition/feature-ports.ts';
export { featurePortsOnFirstRead } from './composition/feature-ports-on-first-read.ts';
export { lazyPort } from './composition/lazy-port.ts';
export { FEATURE_TOKENS } from './container/tokens.ts';
export { createCampaignsAdapter } from './ports/campaigns.adapter.ts';
export { createFavoritesAdapter } from './ports/favorites.adapter.ts';
export { createPartnersAdapter } from './ports/partners.adapter.ts';
export { createRedemptionsAdapter } from './ports/redemptions.adapter.ts';
export { createBrowserGeolocation } from './location/browser-geolocation.ts';
export type { BrowserLocationOptions } from './location/browser-location.ts';
export { createBrowserLocation } from './location/browser-location.ts';
export { createFixedGeolocation, DEFAULT_POSITION } from './location/fixed-geolocation.ts';
export type { MemoryLocation } from './location/memory-location.ts';
export { createMemoryLocation } from './location/memory-location.ts';
export type { PostalCodeOptions } from './location/postal-code.adapter.ts';
export {
  createPostalCode,
  defaultPostalCodeUrl,
  postalCodeFailure,
} from './location/postal-code.adapter.ts';
export { createActivationAdapter } from './ports/activation.adapter.ts';
export { createAwardsAdapter } from './ports/awards.adapter.ts';
export { createEngagementAdapter } from './ports/engagement.adapter.ts';
export { createMemberAccountAdapter } from './ports/member-account.adapter.ts';
export { createNoticesAdapter } from './ports/notices.adapter.ts';
export { createNotificationsAdapter } from './ports/notifications.adapter.ts';
export { createPasswordResetAdapter } from './ports/password-reset.adapter.ts';
export { createPharmacyAdapter } from './ports/pharmacy.adapter.ts';
export { createSearchAdapter } from './ports/search.adapter.ts';
export { createSupportAdapter } from './ports/support.adapter.ts';
export { createWalletAdapter } from './ports/wallet.adapter.ts';
export type { PostalCodeLookup } from './location/postal-code-lookup.ts';
export { lookUpPostalAddress } from './location/postal-code-lookup.ts';

// Public surface of @clube/adapters. Platform entry points: `./browser` and `./node`.
export { jwtDecoder } from './auth/jwt-decoder.ts';
export type {
  ClubContainerOptions,
  ClubContainerTransports,
} from './container/create-club-container.ts';
export { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
export type { ClubTransports, TransportOptions } from './container/transports.ts';
export { connectSession, createTransports } from './container/transports.ts';
export {
  authModule,
  companyModule,
  profileModule,
  builtPortsModule,
  systemClockModule,
  transportModule,
} from './container/modules.ts';
export type { SessionBridge } from './container/session-bridge.ts';
export { createSessionBridge } from './container/session-bridge.ts';
export { TOKENS } from './container/tokens.ts';
export { createGraphqlCompany } from './graphql/company.graphql-adapter.ts';
export type { GraphqlClient } from './graphql/graphql-client.ts';
export { createGraphqlClient, GRAPHQL_PATH } from './graphql/graphql-client.ts';
export type { StartupRequest, StartupRequests } from './graphql/startup-requests.ts';
export { COMPANY_PLACEHOLDER, startupRequests } from './graphql/startup-requests.ts';
export { createGraphqlProfile } from './graphql/profile.graphql-adapter.ts';
export type {
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  RequestOptions,
} from './http/http-client.ts';
export { API_PREFIX, createHttpClient } from './http/http-client.ts';
export { createRestAuth } from './rest/auth.rest.ts';
export { createBrowserStorage } from './storage/browser-storage.ts';
export {
  createConsoleAnalytics,
  createDataLayerAnalytics,
  noopAnalytics,
} from './analytics/analytics.ts';
export { eagerFeatureModules } from './container/feature-modules.ts';
export { lazyFeaturePorts } from './container/lazy-feature-ports.ts';
export { API_FEATURES } from './container/api-features.ts';
export type { ApiFeature } from './container/api-features.ts';
export { CORE_PORT_FACTORIES, sessionPorts } from './container/core-port-factories.ts';
export { lazyPort } from './container/lazy-port.ts';
export type { PortFactory } from './container/port-module.ts';
export { eagerPortModule } from './container/port-module.ts';
export { FEATURE_TOKENS } from './container/tokens.ts';
export { createGraphqlCampaigns } from './graphql/campaigns.graphql-adapter.ts';
export { createGraphqlFavorites } from './graphql/favorites.graphql-adapter.ts';
export { createGraphqlPartners } from './graphql/partners.graphql-adapter.ts';
export { createGraphqlRedemptions } from './graphql/redemptions.graphql-adapter.ts';
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
export { createRestActivation } from './rest/activation.rest.ts';
export { createRestAwards } from './rest/awards.rest.ts';
export { createRestEngagement } from './rest/engagement.rest.ts';
export { createRestMemberAccount } from './rest/member-account.rest.ts';
export { createRestNotices } from './rest/notices.rest.ts';
export { createRestNotifications } from './rest/notifications.rest.ts';
export { createRestPasswordReset } from './rest/password-reset.rest.ts';
export { createRestPharmacy } from './rest/pharmacy.rest.ts';
export { createRestSearch } from './rest/search.rest.ts';
export { createRestSupport } from './rest/support.rest.ts';
export { createRestWallet } from './rest/wallet.rest.ts';
export type { PostalCodeLookup } from './location/postal-code-lookup.ts';
export { lookUpPostalAddress } from './location/postal-code-lookup.ts';

// Public surface of @clube/adapters. Platform entry points: `./browser` and `./node`.
export { jwtDecoder } from './auth/jwt-decoder.ts';
export type { ClubContainerOptions } from './container/create-club-container.ts';
export { createClubContainer, createClubFromContainer } from './container/create-club-container.ts';
export type { TransportOptions } from './container/modules.ts';
export {
  authModule,
  companyModule,
  profileModule,
  systemClockModule,
  transportModule,
} from './container/modules.ts';
export type { SessionBridge } from './container/session-bridge.ts';
export { createSessionBridge } from './container/session-bridge.ts';
export { TOKENS } from './container/tokens.ts';
export { createGraphqlCompany } from './graphql/company.graphql-adapter.ts';
export type { GraphqlClient } from './graphql/graphql-client.ts';
export { createGraphqlClient, GRAPHQL_PATH } from './graphql/graphql-client.ts';
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

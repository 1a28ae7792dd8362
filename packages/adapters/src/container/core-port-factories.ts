import type { CorePorts } from '@clube/core';
import { jwtDecoder } from '../auth/jwt-decoder.ts';
import { createGraphqlCompany } from '../graphql/company.graphql-adapter.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { createGraphqlProfile } from '../graphql/profile.graphql-adapter.ts';
import type { HttpClient } from '../http/http-client.ts';
import { createRestAuth } from '../rest/auth.rest.ts';
import type { ClubTransports } from './transports.ts';

/** The API-backed ports a club starts with (session, branding, member). */
export type SessionPortName = 'auth' | 'tokenDecoder' | 'company' | 'profile';

/**
 * How each of them is built from the club's transports: the container binds these, and the
 * browser's first route calls them directly (without loading the container).
 */
export const CORE_PORT_FACTORIES: {
  readonly [K in SessionPortName]: (http: HttpClient, graphql: GraphqlClient) => CorePorts[K];
} = {
  auth: (http) => createRestAuth(http),
  tokenDecoder: () => jwtDecoder,
  company: (_http, graphql) => createGraphqlCompany(graphql),
  profile: (_http, graphql) => createGraphqlProfile(graphql),
};

/** The session ports of one club, built over its transports. */
export function sessionPorts({ http, graphql }: ClubTransports): Pick<CorePorts, SessionPortName> {
  return {
    auth: CORE_PORT_FACTORIES.auth(http, graphql),
    tokenDecoder: CORE_PORT_FACTORIES.tokenDecoder(http, graphql),
    company: CORE_PORT_FACTORIES.company(http, graphql),
    profile: CORE_PORT_FACTORIES.profile(http, graphql),
  };
}

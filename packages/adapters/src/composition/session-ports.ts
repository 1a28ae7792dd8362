import type { CorePorts } from '@clube/core';
import { jwtDecoder } from '../auth/jwt-decoder.ts';
import { createAuthAdapter } from '../ports/auth.adapter.ts';
import { createCompanyAdapter } from '../ports/company.adapter.ts';
import { createProfileAdapter } from '../ports/profile.adapter.ts';
import type { ClubTransports } from './club-transports.ts';
import type { PortFactory } from './feature-ports.ts';

/** The API-backed ports a club starts with (session, branding, member). */
export type SessionPortName = 'auth' | 'tokenDecoder' | 'company' | 'profile';

/**
 * The composition map of the session's ports, over the club's transports. Apart from
 * `FEATURE_PORTS` because the browser's first route builds these at once and must not load
 * the feature adapters with them.
 */
export const SESSION_PORTS: { readonly [K in SessionPortName]: PortFactory<CorePorts[K]> } = {
  auth: ({ http }) => createAuthAdapter(http),
  tokenDecoder: () => jwtDecoder,
  company: ({ graphql }) => createCompanyAdapter(graphql),
  profile: ({ graphql }) => createProfileAdapter(graphql),
};

/** The session ports of one club, built over its transports. */
export function sessionPorts(transports: ClubTransports): Pick<CorePorts, SessionPortName> {
  return {
    auth: SESSION_PORTS.auth(transports),
    tokenDecoder: SESSION_PORTS.tokenDecoder(transports),
    company: SESSION_PORTS.company(transports),
    profile: SESSION_PORTS.profile(transports),
  };
}

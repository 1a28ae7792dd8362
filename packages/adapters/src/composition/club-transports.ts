import type { Club } from '@clube/core';
import { createGraphqlClient, type GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient, HttpClientOptions } from '../http/http-client.ts';
import { createSessionBridge, type SessionBridge } from './session-bridge.ts';

export type TransportOptions = Pick<HttpClientOptions, 'baseUrl' | 'timeoutMs' | 'fetch'>;

/** One club's HTTP and GraphQL clients, and the bridge that lends them its session. */
export interface ClubTransports {
  sessionBridge: SessionBridge;
  http: HttpClient;
  graphql: GraphqlClient;
}

/**
 * The transports of one club over the HTTP client a platform builds (ky, or plain fetch in
 * React Native); every adapter of the club is built over them.
 */
export function transportsOver(
  createHttp: (options: HttpClientOptions) => HttpClient,
  options: TransportOptions,
): ClubTransports {
  const sessionBridge = createSessionBridge();
  const http = createHttp({
    baseUrl: options.baseUrl,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => sessionBridge.token(),
    onAuthFailure: () => sessionBridge.authFailure(),
  });
  return { sessionBridge, http, graphql: createGraphqlClient(http) };
}

/** Plugs the club's session into its transports: they send its token and report auth failures. */
export function connectSession(bridge: SessionBridge, club: Club): void {
  bridge.connect({
    token: () => club.token(),
    // The session logs out on it only while its token is unexpired (SPEC §8).
    authFailure: () => {
      // An answer may land after the club stopped; a stopped session takes no events.
      if (club.session.getSnapshot().status === 'active')
        club.session.send({ type: 'AUTH_FAILURE' });
    },
  });
}

import { systemClock } from '@clube/core';
import { ContainerModule } from 'inversify';
import { jwtDecoder } from '../auth/jwt-decoder.ts';
import { createGraphqlCompany } from '../graphql/company.graphql-adapter.ts';
import { createGraphqlClient } from '../graphql/graphql-client.ts';
import { createGraphqlProfile } from '../graphql/profile.graphql-adapter.ts';
import { createHttpClient, type HttpClientOptions } from '../http/http-client.ts';
import { createRestAuth } from '../rest/auth.rest.ts';
import { createSessionBridge } from './session-bridge.ts';
import { TOKENS } from './tokens.ts';

export type TransportOptions = Pick<HttpClientOptions, 'baseUrl' | 'timeoutMs' | 'fetch'>;

/** The HTTP and GraphQL transports, one of each per club. No decorator metadata needed. */
export function transportModule(options: TransportOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.sessionBridge).toConstantValue(createSessionBridge());
    bind(TOKENS.http)
      .toResolvedValue(
        (bridge) =>
          createHttpClient({
            ...options,
            getToken: () => bridge.token(),
            onAuthFailure: () => bridge.authFailure(),
          }),
        [TOKENS.sessionBridge],
      )
      .inSingletonScope();
    bind(TOKENS.graphql)
      .toResolvedValue((http) => createGraphqlClient(http), [TOKENS.http])
      .inSingletonScope();
  });
}

export const authModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.auth).toResolvedValue((http) => createRestAuth(http), [TOKENS.http]);
  bind(TOKENS.tokenDecoder).toConstantValue(jwtDecoder);
});

export const companyModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.company).toResolvedValue(
    (graphql) => createGraphqlCompany(graphql),
    [TOKENS.graphql],
  );
});

export const profileModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.profile).toResolvedValue(
    (graphql) => createGraphqlProfile(graphql),
    [TOKENS.graphql],
  );
});

export const systemClockModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.clock).toConstantValue(systemClock);
});

import type { FeaturePorts } from '@clube/core';
import { ContainerModule } from 'inversify';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

/** Builds one feature port from the club's transports. */
export type PortFactory<K extends keyof FeaturePorts> = (
  http: HttpClient,
  graphql: GraphqlClient,
) => FeaturePorts[K];

/** A context's module binding its port to an adapter built from the club's transports. */
export function eagerPortModule<K extends keyof FeaturePorts>(
  name: K,
  create: PortFactory<K>,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FEATURE_TOKENS[name]).toResolvedValue(create, [TOKENS.http, TOKENS.graphql]);
  });
}

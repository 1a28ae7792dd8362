import type { FeaturePorts } from '@clube/core';
import { ContainerModule } from 'inversify';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import { lazyPort } from './lazy-port.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

/** Builds one feature port from the club's transports. */
export type PortFactory<K extends keyof FeaturePorts> = (
  http: HttpClient,
  graphql: GraphqlClient,
) => FeaturePorts[K];

/** A context's module binding its port to an adapter built right away (Node). */
export function eagerPortModule<K extends keyof FeaturePorts>(
  name: K,
  create: PortFactory<K>,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FEATURE_TOKENS[name]).toResolvedValue(create, [TOKENS.http, TOKENS.graphql]);
  });
}

/**
 * A context's module binding its port to a proxy that imports the adapter on first call
 * (browser): the adapter and its GraphQL documents stay out of the first route.
 */
export function lazyPortModule<K extends keyof FeaturePorts>(
  name: K,
  load: () => Promise<PortFactory<K>>,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FEATURE_TOKENS[name]).toResolvedValue(
      (http, graphql) =>
        lazyPort<FeaturePorts[K]>(() => load().then((create) => create(http, graphql))),
      [TOKENS.http, TOKENS.graphql],
    );
  });
}

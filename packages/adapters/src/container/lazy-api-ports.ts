import type { FeaturePorts } from '@clube/core';
import { API_FEATURES } from './api-features.ts';
import type { ClubTransports } from './club-transports.ts';
import { FEATURE_FACTORIES } from './feature-factories.ts';

/**
 * The API-backed feature ports of one club without a container: each adapter is built over
 * the club's transports when its port is first read, then kept. A Node or React Native
 * program pays only for the adapters it uses (an inversify container per club cost more than
 * the club's own actors). Read them one by one: spreading the object builds them all.
 */
export function lazyApiPorts({ http, graphql }: ClubTransports): Partial<FeaturePorts> {
  const ports: Partial<FeaturePorts> = {};
  for (const name of API_FEATURES) {
    Object.defineProperty(ports, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const port: unknown = FEATURE_FACTORIES[name](http, graphql);
        Object.defineProperty(ports, name, { value: port, enumerable: true });
        return port;
      },
    });
  }
  return ports;
}

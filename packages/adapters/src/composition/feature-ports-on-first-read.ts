import type { FeaturePorts } from '@clube/core';
import { API_FEATURES } from './api-features.ts';
import type { ClubTransports } from './club-transports.ts';
import { FEATURE_PORTS, type FeaturePortFactories } from './feature-ports.ts';

/**
 * The API-backed feature ports of one club without a container: each adapter is built from
 * the composition map when its port is first read, then kept. A Node or React Native program
 * pays only for the adapters it uses. Read them one by one: spreading the object builds them all.
 */
export function featurePortsOnFirstRead(
  transports: ClubTransports,
  factories: FeaturePortFactories = FEATURE_PORTS,
): Partial<FeaturePorts> {
  const ports: Partial<FeaturePorts> = {};
  for (const name of API_FEATURES) {
    Object.defineProperty(ports, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const port: unknown = factories[name](transports);
        Object.defineProperty(ports, name, { value: port, enumerable: true });
        return port;
      },
    });
  }
  return ports;
}

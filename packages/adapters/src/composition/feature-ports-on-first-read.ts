import type { FeaturePorts } from '@clube/core';
import { API_FEATURES } from './api-features.ts';
import type { ClubTransports } from './club-transports.ts';
import { FEATURE_PORTS, type FeaturePortFactories } from './feature-ports.ts';

type FeatureName = (typeof API_FEATURES)[number];
type Getter = (this: Partial<FeaturePorts>) => unknown;

/** Each club's transports, for the getters shared by every club of the process. */
const transportsOf = new WeakMap<object, ClubTransports>();
/** One getter per port and composition map, whatever the number of clubs (SDK capacity). */
const gettersOf = new WeakMap<FeaturePortFactories, ReadonlyMap<FeatureName, Getter>>();

function gettersFor(factories: FeaturePortFactories): ReadonlyMap<FeatureName, Getter> {
  const known = gettersOf.get(factories);
  if (known) return known;
  const getters = new Map<FeatureName, Getter>(
    API_FEATURES.map((name) => [
      name,
      function buildOnFirstRead(this: Partial<FeaturePorts>) {
        const port: unknown = factories[name](transportsOf.get(this)!);
        Object.defineProperty(this, name, { value: port, enumerable: true });
        return port;
      },
    ]),
  );
  gettersOf.set(factories, getters);
  return getters;
}

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
  transportsOf.set(ports, transports);
  for (const [name, get] of gettersFor(factories)) {
    Object.defineProperty(ports, name, { enumerable: true, configurable: true, get });
  }
  return ports;
}

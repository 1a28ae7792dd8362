import { systemClock, type ClubPorts, type FeaturePorts } from '@clube/core';
import { ContainerModule } from 'inversify';
import { API_FEATURES } from '../composition/api-features.ts';
import type { ClubTransports } from '../composition/club-transports.ts';
import { FEATURE_PORTS, type PortFactory } from '../composition/feature-ports.ts';
import { SESSION_PORTS, type SessionPortName } from '../composition/session-ports.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

/** The club's transports, one of each per club. No decorator metadata needed. */
export function transportModule(transports: ClubTransports): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.transports).toConstantValue(transports);
    bind(TOKENS.sessionBridge).toConstantValue(transports.sessionBridge);
    bind(TOKENS.http).toConstantValue(transports.http);
    bind(TOKENS.graphql).toConstantValue(transports.graphql);
  });
}

/** Binds one session port to its factory in the composition map. */
function sessionPortModule(...names: SessionPortName[]): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const name of names)
      bind(TOKENS[name]).toResolvedValue(SESSION_PORTS[name] as PortFactory<never>, [
        TOKENS.transports,
      ]);
  });
}

export const authModule = sessionPortModule('auth', 'tokenDecoder');
export const companyModule = sessionPortModule('company');
export const profileModule = sessionPortModule('profile');

/** A context's module binding its port to an adapter built over the club's transports. */
export function eagerPortModule<K extends keyof FeaturePorts>(
  name: K,
  create: PortFactory<FeaturePorts[K]>,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FEATURE_TOKENS[name]).toResolvedValue(create, [TOKENS.transports]);
  });
}

/** Every API-backed feature port from the composition map, one module per context. */
export const eagerFeatureModules: readonly ContainerModule[] = API_FEATURES.map((name) =>
  eagerPortModule(name, FEATURE_PORTS[name] as PortFactory<never>),
);

export const systemClockModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.clock).toConstantValue(systemClock);
});

/** Ports already built elsewhere, bound as they are. */
export function builtPortsModule(ports: Partial<ClubPorts>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const [name, port] of Object.entries(ports)) {
      const token = TOKENS[name as keyof ClubPorts];
      if (port !== undefined) bind(token).toConstantValue(port as never);
    }
  });
}

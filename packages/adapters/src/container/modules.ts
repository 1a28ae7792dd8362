import { systemClock, type ClubPorts } from '@clube/core';
import { ContainerModule } from 'inversify';
import { CORE_PORT_FACTORIES } from './core-port-factories.ts';
import { TOKENS } from './tokens.ts';
import type { ClubTransports } from './transports.ts';

/** The club's transports, one of each per club. No decorator metadata needed. */
export function transportModule(transports: ClubTransports): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.sessionBridge).toConstantValue(transports.sessionBridge);
    bind(TOKENS.http).toConstantValue(transports.http);
    bind(TOKENS.graphql).toConstantValue(transports.graphql);
  });
}

export const authModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.auth).toResolvedValue(CORE_PORT_FACTORIES.auth, [TOKENS.http, TOKENS.graphql]);
  bind(TOKENS.tokenDecoder).toResolvedValue(CORE_PORT_FACTORIES.tokenDecoder, [
    TOKENS.http,
    TOKENS.graphql,
  ]);
});

export const companyModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.company).toResolvedValue(CORE_PORT_FACTORIES.company, [TOKENS.http, TOKENS.graphql]);
});

export const profileModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.profile).toResolvedValue(CORE_PORT_FACTORIES.profile, [TOKENS.http, TOKENS.graphql]);
});

export const systemClockModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.clock).toConstantValue(systemClock);
});

/** Ports already built elsewhere (the browser's first route), bound as they are. */
export function builtPortsModule(ports: Partial<ClubPorts>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const [name, port] of Object.entries(ports)) {
      const token = TOKENS[name as keyof ClubPorts];
      if (port !== undefined) bind(token).toConstantValue(port as never);
    }
  });
}

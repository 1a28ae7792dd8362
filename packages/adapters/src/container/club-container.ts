import {
  createClub,
  type Club,
  type ClubOptions,
  type ClubPorts,
  type FeaturePorts,
} from '@clube/core';
import { Container, type ContainerModule } from 'inversify';
import { connectSession, type ClubTransports } from '../composition/club-transports.ts';
import { authModule, companyModule, profileModule, transportModule } from './modules.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

/** A container holding every port of one club, over transports already built. */
export function clubContainerOver(
  transports: ClubTransports,
  features: readonly ContainerModule[],
  platform: readonly ContainerModule[],
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    transportModule(transports),
    authModule,
    companyModule,
    profileModule,
    ...features,
    ...platform,
  );
  return container;
}

/**
 * The feature ports the container binds, each resolved on first read: a club whose program
 * never pays (a bot) builds none of the adapters it does not use. An unbound one fails its
 * flow in the core.
 */
function featurePorts(container: Container): Partial<FeaturePorts> {
  const ports: Record<string, unknown> = {};
  for (const [name, token] of Object.entries(FEATURE_TOKENS)) {
    if (!container.isBound(token)) continue;
    Object.defineProperty(ports, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const port: unknown = container.get(token);
        Object.defineProperty(ports, name, { value: port, enumerable: true });
        return port;
      },
    });
  }
  return ports as Partial<FeaturePorts>;
}

/** Resolves the ports, builds the club and plugs its session into the transports. */
export function createClubFromContainer(container: Container, options: ClubOptions = {}): Club {
  // Not spread: that would read (and so build) every lazy feature port.
  const ports: ClubPorts = Object.assign(featurePorts(container), {
    auth: container.get(TOKENS.auth),
    tokenDecoder: container.get(TOKENS.tokenDecoder),
    company: container.get(TOKENS.company),
    profile: container.get(TOKENS.profile),
    storage: container.get(TOKENS.storage),
    clock: container.get(TOKENS.clock),
  });
  const club = createClub(ports, options);
  connectSession(container.get(TOKENS.sessionBridge), club);
  return club;
}

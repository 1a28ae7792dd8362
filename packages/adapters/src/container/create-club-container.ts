import {
  createClub,
  type Club,
  type ClubOptions,
  type ClubPorts,
  type FeaturePorts,
} from '@clube/core';
import { Container, type ContainerModule } from 'inversify';
import {
  authModule,
  companyModule,
  profileModule,
  transportModule,
  type TransportOptions,
} from './modules.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

export interface ClubContainerOptions extends TransportOptions {
  /** Modules that bind the API-backed feature ports (eager in Node, lazy in browsers). */
  features?: readonly ContainerModule[];
  /** Modules that bind the platform's ports: storage, clock, postal code, location… */
  platform: readonly ContainerModule[];
}

/** A container holding every port of one club. */
export function createClubContainer(options: ClubContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    transportModule(options),
    authModule,
    companyModule,
    profileModule,
    ...(options.features ?? []),
    ...options.platform,
  );
  return container;
}

/** The feature ports the container binds; an unbound one fails its flow in the core. */
function featurePorts(container: Container): Partial<FeaturePorts> {
  const ports: Record<string, unknown> = {};
  for (const [name, token] of Object.entries(FEATURE_TOKENS)) {
    if (container.isBound(token)) ports[name] = container.get(token);
  }
  return ports as Partial<FeaturePorts>;
}

/** Resolves the ports, builds the club and plugs its session into the HTTP client. */
export function createClubFromContainer(container: Container, options: ClubOptions = {}): Club {
  const ports: ClubPorts = {
    auth: container.get(TOKENS.auth),
    tokenDecoder: container.get(TOKENS.tokenDecoder),
    company: container.get(TOKENS.company),
    profile: container.get(TOKENS.profile),
    storage: container.get(TOKENS.storage),
    clock: container.get(TOKENS.clock),
    ...featurePorts(container),
  };
  const club = createClub(ports, options);
  container.get(TOKENS.sessionBridge).connect({
    token: () => club.token(),
    // The session logs out on it only while its token is unexpired (SPEC §8).
    authFailure: () => {
      // An answer may land after the club stopped; a stopped session takes no events.
      if (club.session.getSnapshot().status === 'active')
        club.session.send({ type: 'AUTH_FAILURE' });
    },
  });
  return club;
}

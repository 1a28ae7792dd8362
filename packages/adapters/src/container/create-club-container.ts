import { createClub, type Club, type ClubOptions, type ClubPorts } from '@clube/core';
import { Container, type ContainerModule } from 'inversify';
import {
  authModule,
  companyModule,
  profileModule,
  transportModule,
  type TransportOptions,
} from './modules.ts';
import { TOKENS } from './tokens.ts';

export interface ClubContainerOptions extends TransportOptions {
  /** Modules that bind the platform's ports: storage and clock at least. */
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
    ...options.platform,
  );
  return container;
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
  };
  const club = createClub(ports, options);
  container.get(TOKENS.sessionBridge).connect({
    token: () => club.token(),
    // The session logs out on it only while its token is unexpired (SPEC §8).
    authFailure: () => club.session.send({ type: 'AUTH_FAILURE' }),
  });
  return club;
}

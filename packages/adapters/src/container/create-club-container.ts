import type { Container, ContainerModule } from 'inversify';
import { clubContainerOver } from './club-container.ts';
import { createTransports, type ClubTransports, type TransportOptions } from './transports.ts';

export { createClubFromContainer } from './club-container.ts';

/** Where the club's transports come from: built from options, or already built and shared. */
export type ClubContainerTransports = TransportOptions | { transports: ClubTransports };

export type ClubContainerOptions = ClubContainerTransports & {
  /** Modules that bind the API-backed feature ports. */
  features?: readonly ContainerModule[];
  /** Modules that bind the platform's ports: storage, clock, postal code, location… */
  platform: readonly ContainerModule[];
};

/** A container holding every port of one club (its transports over the ky client unless given). */
export function createClubContainer(options: ClubContainerOptions): Container {
  const transports = 'transports' in options ? options.transports : createTransports(options);
  return clubContainerOver(transports, options.features ?? [], options.platform);
}

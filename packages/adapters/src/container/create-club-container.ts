import type { Container, ContainerModule } from 'inversify';
import {
  createTransports,
  type ClubTransports,
  type TransportOptions,
} from '../composition/transports.ts';
import { clubContainerOver } from './club-container.ts';
import { eagerFeatureModules } from './modules.ts';

export { createClubFromContainer } from './club-container.ts';

/** Where the club's transports come from: built from options, or already built and shared. */
export type ClubContainerTransports = TransportOptions | { transports: ClubTransports };

export type ClubContainerOptions = ClubContainerTransports & {
  /**
   * Modules that bind the API-backed feature ports; every port of the composition map
   * (`eagerFeatureModules`) unless told. A team overrides one with `eagerPortModule`.
   */
  features?: readonly ContainerModule[];
  /** Modules that bind the platform's ports: storage, clock, postal code, location… */
  platform: readonly ContainerModule[];
};

/**
 * A container holding every port of one club, for a team that composes its own (overrides,
 * decorators around a port): the same composition map as `createNodeClub` and
 * `createBrowserClub`, over the ky client's transports unless given.
 */
export function createClubContainer(options: ClubContainerOptions): Container {
  const transports = 'transports' in options ? options.transports : createTransports(options);
  return clubContainerOver(transports, options.features ?? eagerFeatureModules, options.platform);
}

import type { ClubPorts } from '@clube/core';
import type { Container } from 'inversify';
import { createClubContainer } from './create-club-container.ts';
import { eagerFeatureModules } from './feature-modules.ts';
import { builtPortsModule } from './modules.ts';
import type { ClubTransports } from './transports.ts';

/**
 * The browser club's container, loaded with the first feature port a screen calls: the
 * feature adapters over the transports the first route built, beside the platform ports it
 * built (bound as they are). Loaded apart, inversify and the adapters stay off the first route.
 */
export function createBrowserContainer(
  transports: ClubTransports,
  platform: Partial<ClubPorts>,
): Container {
  return createClubContainer({
    transports,
    features: eagerFeatureModules,
    platform: [builtPortsModule(platform)],
  });
}

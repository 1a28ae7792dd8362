import type { CampaignsPort } from './campaigns.port.ts';
import type { GeolocationPort } from '../location/geolocation.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { nearbyMachine } from './nearby.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Próximos a você: the member's position, then the partners near it. */
export function nearbyFlow(
  club: FlowHost<{ campaigns: CampaignsPort; geolocation: GeolocationPort }>,
): Flow<typeof nearbyMachine> {
  const { port, clock } = club.runtime;
  return flow(
    nearbyMachine,
    { geolocation: port('geolocation'), campaigns: port('campaigns') },
    clock,
  );
}

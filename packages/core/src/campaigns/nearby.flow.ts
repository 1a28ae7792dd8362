import { fromPromise } from 'xstate';
import type { CampaignsPort } from './campaigns.port.ts';
import type { GeoPosition } from '../location/address.schema.ts';
import type { GeolocationPort } from '../location/geolocation.port.ts';
import type { NearbyPartner } from '../partners/partner.schema.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { nearbyMachine } from './nearby.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';

/** The nearby machine's effects: the device's position, then the partners near it. */
export function nearbyEffects(geolocation: GeolocationPort, campaigns: CampaignsPort) {
  return {
    actors: {
      locate: fromPromise<GeoPosition>(({ signal }) => geolocation.current(signal)),
      loadNearby: fromPromise<NearbyPartner[], { position: GeoPosition }>(({ input, signal }) =>
        campaigns.nearby(input.position, signal),
      ),
    },
  };
}

/** Próximos a você: the member's position, then the partners near it. */
export function nearbyFlow(
  club: FlowHost<{ campaigns: CampaignsPort; geolocation: GeolocationPort }>,
): Flow<typeof nearbyMachine> {
  const { port, clock } = club.runtime;
  const logic = nearbyMachine.provide(nearbyEffects(port('geolocation'), port('campaigns')));
  return flow(reconnecting(logic, club.runtime.reconnect), undefined, clock);
}

import { assign, fromPromise, setup } from 'xstate';
import type { CampaignsPort } from './campaigns.port.ts';
import type { NearbyPartner } from '../partners/partner.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { GeoPosition } from '../location/address.schema.ts';
import type { GeolocationPort } from '../location/geolocation.port.ts';

export interface NearbyInput {
  geolocation: GeolocationPort;
  campaigns: CampaignsPort;
}

export interface NearbyContext extends NearbyInput {
  position: GeoPosition | null;
  partners: NearbyPartner[];
  error: ClubError | null;
}

/**
 * Próximos a você (SPEC §2): asks where the member is as soon as it starts, then the partners
 * near that point (partnersNearby), nearest first. A refused permission is its own state, so
 * a view can explain it; any other failure can be tried again.
 */
export const nearbyMachine = setup({
  types: {
    context: {} as NearbyContext,
    events: {} as { type: 'RETRY' },
    input: {} as NearbyInput,
  },
  actors: {
    locate: fromPromise<GeoPosition, GeolocationPort>(({ input }) => input.current()),
    loadNearby: fromPromise<NearbyPartner[], { campaigns: CampaignsPort; position: GeoPosition }>(
      async ({ input }) => {
        const partners = await input.campaigns.nearby(input.position);
        return [...partners].sort(
          (a, b) =>
            (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
        );
      },
    ),
  },
  guards: {
    refused: ({ event }) => {
      const error = toClubError((event as { error?: unknown }).error);
      return error.kind === 'network' && error.refused === true;
    },
  },
}).createMachine({
  id: 'nearby',
  context: ({ input }) => ({ ...input, position: null, partners: [], error: null }),
  initial: 'locating',
  states: {
    locating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'locate',
        input: ({ context }) => context.geolocation,
        onDone: { target: 'loading', actions: assign({ position: ({ event }) => event.output }) },
        onError: [
          { guard: 'refused', target: 'refused' },
          { target: 'failed', actions: assign({ error: ({ event }) => toClubError(event.error) }) },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'loadNearby',
        input: ({ context }) => ({
          campaigns: context.campaigns,
          position: context.position as GeoPosition,
        }),
        onDone: { target: 'ready', actions: assign({ partners: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {},
    refused: { on: { RETRY: 'locating' } },
    failed: { on: { RETRY: 'locating' } },
  },
});

export type NearbyMachine = typeof nearbyMachine;

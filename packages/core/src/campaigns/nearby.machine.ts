import { assign, setup } from 'xstate';
import type { NearbyPartner } from '../partners/partner.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { GeoPosition } from '../location/address.schema.ts';
import { nearestFirst } from './nearby.rules.ts';

/** Data only (it survives JSON): locating and the request are the flow's, given with provide. */
export interface NearbyContext {
  position: GeoPosition | null;
  partners: NearbyPartner[];
  error: ClubError | null;
}

/**
 * Próximos a você (SPEC §2): asks where the member is as soon as it starts, then the partners
 * near that point (partnersNearby), nearest first. A refused permission is its own state, so
 * a view can explain it; any other failure can be tried again, and is once the device is back
 * online (the `reconnect` actor, which the flow takes from the host).
 */
export const nearbyMachine = setup({
  types: {
    context: {} as NearbyContext,
    events: {} as { type: 'RETRY' },
  },
  // Supplied by the flow (`nearbyEffects`): the member's position, the partners near it.
  actors: {
    locate: unprovided<GeoPosition>('locate'),
    loadNearby: unprovided<NearbyPartner[], { position: GeoPosition }>('loadNearby'),
    // While failed: RETRY once the device is back online (the flow provides the host's).
    reconnect: neverReconnect,
  },
  guards: {
    refused: ({ event }) => {
      const error = toClubError((event as { error?: unknown }).error);
      return error.kind === 'network' && error.refused === true;
    },
  },
}).createMachine({
  id: 'nearby',
  context: { position: null, partners: [], error: null },
  initial: 'locating',
  states: {
    locating: {
      // A position is only ever this attempt's: a failure without one failed to locate.
      entry: assign({ error: null, position: null }),
      invoke: {
        src: 'locate',
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
        input: ({ context }) => ({ position: context.position as GeoPosition }),
        onDone: {
          target: 'ready',
          actions: assign({ partners: ({ event }) => nearestFirst(event.output) }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {},
    refused: { on: { RETRY: 'locating' } },
    failed: { invoke: { src: 'reconnect' }, on: { RETRY: 'locating' } },
  },
});

export type NearbyMachine = typeof nearbyMachine;

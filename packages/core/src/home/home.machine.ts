import { assign, setup } from 'xstate';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { Partner, Shelf } from '../partners/partner.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { unprovided } from '../shared/unprovided.ts';

/** Data only: the ports are the flow's (`homeEffects`), given with `provide`. */
export interface HomeInput {
  /** Whether the company has awards: the award shelf is asked for only then. */
  withAwards: boolean;
}

/** The shelves' answer: the partner shelves and (with awards) the award partners. */
export interface HomeShelvesData {
  shelves: Shelf[];
  awardPartners: Partner[];
}

/** One part of the home's first answer: its data, or why it failed (the other part stays). */
export type HomePart<T> = { ok: true; value: T } | { ok: false; error: ClubError };

/** The home's first answer: shelves and carousel, asked for together and kept together. */
export interface HomeLoaded {
  shelves: HomePart<HomeShelvesData>;
  banners: HomePart<Banner[]>;
}

/** Kept under its old name: the shelves' data. */
export type HomeData = HomeShelvesData;

/** Data only (it survives JSON). */
export interface HomeContext extends HomeInput, HomeShelvesData {
  error: ClubError | null;
  /** The carousel's banners (type 0); null until they are there. */
  banners: Banner[] | null;
  bannersError: ClubError | null;
}

export type HomeEvent =
  /** Asks for what failed again: the member's retry of the shelves, or the reconnect's. */
  { type: 'RETRY' } | { type: 'RETRY_BANNERS' };

function partValue<T>(part: HomePart<T>, empty: T): T {
  return part.ok ? part.value : empty;
}

function partError<T>(part: HomePart<T>): ClubError | null {
  return part.ok ? null : part.error;
}

/**
 * The home (SPEC §2): the carousel's banners (type 0), shelves of 20 partners (10 highlights)
 * and, with awards, the award partners — asked for together as soon as the flow starts and
 * taken in ONE step once all have answered, so that the view renders Home's content once
 * instead of once per answer. Each part fails on its own: failed award partners leave the
 * shelves alone (the award shelf is then not shown), failed banners leave the shelves, failed
 * shelves leave the carousel; RETRY_BANNERS asks for the banners again, RETRY for whatever
 * failed. While a part is failed the `reconnect` actor runs: it sends RETRY once the device is
 * back online (the host's connectivity), so a home opened offline fills in by itself.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as HomeInput,
  },
  // Supplied by the flow (`homeEffects`): both parts at once, and each part again.
  actors: {
    loadHome: unprovided<HomeLoaded, HomeInput>('loadHome'),
    loadShelves: unprovided<HomeShelvesData, HomeInput>('loadShelves'),
    loadBanners: unprovided<Banner[]>('loadBanners'),
    // While a part is failed: RETRY once the device is back online (a flow provides the host's).
    reconnect: neverReconnect,
  },
  guards: {
    shelvesFailed: ({ context }) => context.error !== null,
    bannersFailed: ({ context }) => context.bannersError !== null,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({
    withAwards: input.withAwards,
    shelves: [],
    awardPartners: [],
    error: null,
    banners: null,
    bannersError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHome',
        input: ({ context }) => ({ withAwards: context.withAwards }),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => {
            const shelves = partValue(event.output.shelves, { shelves: [], awardPartners: [] });
            return {
              shelves: shelves.shelves,
              awardPartners: shelves.awardPartners,
              error: partError(event.output.shelves),
              banners: partValue<Banner[] | null>(event.output.banners, null),
              bannersError: partError(event.output.banners),
            };
          }),
        },
        // The effect settles each part itself; a failure here fails both.
        onError: {
          target: 'shown',
          actions: assign(({ event }) => {
            const error = toClubError(event.error);
            return { error, bannersError: error };
          }),
        },
      },
    },
    shown: {
      type: 'parallel',
      states: {
        shelves: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'shelvesFailed', target: 'failed' }, { target: 'ready' }],
            },
            ready: {},
            failed: { invoke: { src: 'reconnect' }, on: { RETRY: 'retrying' } },
            retrying: {
              entry: assign({ error: null }),
              invoke: {
                src: 'loadShelves',
                input: ({ context }) => ({ withAwards: context.withAwards }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ event }) => ({
                    shelves: event.output.shelves,
                    awardPartners: event.output.awardPartners,
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ error: ({ event }) => toClubError(event.error) }),
                },
              },
            },
          },
        },
        banners: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'bannersFailed', target: 'failed' }, { target: 'ready' }],
            },
            ready: {},
            failed: {
              invoke: { src: 'reconnect' },
              on: { RETRY_BANNERS: 'retrying', RETRY: 'retrying' },
            },
            retrying: {
              entry: assign({ bannersError: null }),
              invoke: {
                src: 'loadBanners',
                onDone: {
                  target: 'ready',
                  actions: assign({ banners: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ bannersError: ({ event }) => toClubError(event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type HomeMachine = typeof homeMachine;

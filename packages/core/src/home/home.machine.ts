import { assign, fromPromise, setup } from 'xstate';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { AwardsPort } from '../awards/awards.port.ts';
import type { Partner, Shelf } from '../partners/partner.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { PAGE_SIZES, SHELF_HIGHLIGHTS, SHELF_SIZE } from '../shared/constants.ts';

export interface HomeInput {
  campaigns: CampaignsPort;
  awards: AwardsPort;
  /** Whether the company has awards: the award shelf is asked for only then. */
  withAwards: boolean;
}

export interface HomeData {
  shelves: Shelf[];
  awardPartners: Partner[];
}

export interface HomeContext extends HomeInput, HomeData {
  error: ClubError | null;
}

/**
 * The home's shelves (SPEC §2): shelves of 20 partners (10 highlights) and, with awards, the
 * award partners — loaded together as soon as the flow starts. Award partners that fail leave
 * the shelves alone (the award shelf is then not shown): only the shelves failing fails the
 * home, and RETRY asks again. The carousel's banners are their own flow (`bannersFlow(club,
 * 0)`), so that a failed banner strip can be tried again without asking for the shelves.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as { type: 'RETRY' },
    input: {} as HomeInput,
  },
  actors: {
    loadHome: fromPromise<HomeData, HomeInput>(async ({ input }) => {
      const [shelves, awardPartners] = await Promise.all([
        input.campaigns.shelves({ quantity: SHELF_SIZE, highlightQuantity: SHELF_HIGHLIGHTS }),
        input.withAwards
          ? input.awards
              .partners({ page: 1, limit: PAGE_SIZES.awards })
              .then((page) => page.data)
              .catch((): Partner[] => [])
          : Promise.resolve([]),
      ]);
      return { shelves, awardPartners };
    }),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ ...input, shelves: [], awardPartners: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadHome',
        input: ({ context }) => ({
          campaigns: context.campaigns,
          awards: context.awards,
          withAwards: context.withAwards,
        }),
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

export type HomeMachine = typeof homeMachine;

import { assign, fromPromise, setup } from 'xstate';
import type { Banner } from '../campaigns/banner.schema.ts';
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
  banners: Banner[];
  awardPartners: Partner[];
}

export interface HomeContext extends HomeInput, HomeData {
  error: ClubError | null;
}

/** Home banners are the carousel's (type 0, SPEC §7 Banners). */
const HOME_BANNER_TYPE = 0;

/**
 * The home (SPEC §2): shelves of 20 partners (10 highlights), the carousel's banners and, with
 * awards, the award partners — loaded together as soon as the flow starts. Banners and awards
 * that fail leave the shelves alone: only the shelves failing fails the home.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as { type: 'RETRY' },
    input: {} as HomeInput,
  },
  actors: {
    loadHome: fromPromise<HomeData, HomeInput>(async ({ input }) => {
      const [shelves, banners, awardPartners] = await Promise.all([
        input.campaigns.shelves({ quantity: SHELF_SIZE, highlightQuantity: SHELF_HIGHLIGHTS }),
        input.campaigns.banners({ type: HOME_BANNER_TYPE }).catch((): Banner[] => []),
        input.withAwards
          ? input.awards
              .partners({ page: 1, limit: PAGE_SIZES.awards })
              .then((page) => page.data)
              .catch((): Partner[] => [])
          : Promise.resolve([]),
      ]);
      return { shelves, banners, awardPartners };
    }),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ ...input, shelves: [], banners: [], awardPartners: [], error: null }),
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

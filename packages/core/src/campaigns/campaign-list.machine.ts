import { assign, enqueueActions, setup } from 'xstate';
import { loadingPagingView, pagingViewOf, type PagingView } from '../paging/paging.connect.ts';
import { createPagingMachine } from '../paging/paging.machine.ts';
import { bannersWanted } from './banner.rules.ts';
import type { Banner } from './banner.schema.ts';
import { campaignListKeyOf, type CampaignListAddress } from './campaign-list-address.ts';
import {
  LIST_BANNERS_PAGE_SIZE,
  type CampaignListItem,
  type ListBannersQuery,
} from './campaign-list-pages.ts';
import { listSourceOf, type CampaignListSource } from './list-source.rules.ts';

/** The campaigns' pages: a flow provides their `fetchPage` (see `campaignListFlow`). */
export const campaignPagesMachine = createPagingMachine<CampaignListItem, CampaignListSource>();

/** The list banners' pages: a flow provides their `fetchPage`. */
export const listBannerPagesMachine = createPagingMachine<Banner, ListBannersQuery>();

export interface CampaignListInput {
  /** The address as read (`readCampaignListAddress`): which list, its filters, pages read. */
  address: CampaignListAddress;
  /** The Dinheiro de volta filter needs the cashback_tab permission. */
  cashbackAllowed: boolean;
  /** A vitrine shows its tag's banners. */
  bannerTag?: string;
}

/** Data only: the address, and what the two children last showed (for one view). */
export interface CampaignListContext {
  address: CampaignListAddress;
  cashbackAllowed: boolean;
  bannerTag: string | null;
  campaigns: PagingView<CampaignListItem, CampaignListSource>;
  banners: PagingView<Banner, ListBannersQuery>;
}

export type CampaignListEvent =
  /** The address changed (a link, back, forward): another list, or more pages of this one. */
  | { type: 'SHOW_ADDRESS'; address: CampaignListAddress }
  /** The member asks for the next page (the end of the list in view, "Carregar mais"). */
  | { type: 'LOAD_MORE' }
  /** A page (of campaigns or banners) failed: ask for it again. */
  | { type: 'RETRY' };

const sourceOf = (context: Pick<CampaignListContext, 'address' | 'cashbackAllowed'>) =>
  listSourceOf(context.address, context.cashbackAllowed);

/** Banner pages to read so that a banner follows every 3 campaigns shown. */
const bannerPagesFor = (campaignCount: number): number =>
  Math.ceil(bannersWanted(campaignCount) / LIST_BANNERS_PAGE_SIZE);

/**
 * Campanhas' list (SPEC §2 "Lists and banners"), one task: the address says which list, its
 * sort and filters and how many pages were read; the child `campaigns` reads those pages by
 * itself, and the child `banners` reads as many banners as the campaigns shown call for (one
 * after every 3). A failed page keeps what was read; RETRY asks again.
 */
export const campaignListMachine = setup({
  types: {
    context: {} as CampaignListContext,
    events: {} as CampaignListEvent,
    input: {} as CampaignListInput,
  },
  actors: { campaignPages: campaignPagesMachine, bannerPages: listBannerPagesMachine },
}).createMachine({
  id: 'campaignList',
  context: ({ input }) => {
    const context = {
      address: input.address,
      cashbackAllowed: input.cashbackAllowed,
      bannerTag: input.bannerTag ?? null,
    };
    const bannerQuery: ListBannersQuery = input.bannerTag ? { tag: input.bannerTag } : {};
    return {
      ...context,
      campaigns: loadingPagingView(sourceOf(context)),
      banners: loadingPagingView(bannerQuery),
    };
  },
  invoke: [
    {
      id: 'campaigns',
      src: 'campaignPages',
      input: ({ context }) => ({ query: sourceOf(context), pages: context.address.page }),
      onSnapshot: {
        actions: enqueueActions(({ enqueue, event }) => {
          const campaigns = pagingViewOf(event.snapshot);
          enqueue.assign({ campaigns });
          enqueue.sendTo('banners', {
            type: 'SHOW_UP_TO_PAGE',
            page: bannerPagesFor(campaigns.items.length),
          });
        }),
      },
    },
    {
      id: 'banners',
      src: 'bannerPages',
      input: ({ context }) => ({ query: context.banners.query }),
      onSnapshot: {
        actions: assign({ banners: ({ event }) => pagingViewOf(event.snapshot) }),
      },
    },
  ],
  on: {
    SHOW_ADDRESS: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const next = { ...context, address: event.address };
        if (campaignListKeyOf(event.address) !== campaignListKeyOf(context.address)) {
          enqueue.sendTo('campaigns', { type: 'SET_QUERY', query: sourceOf(next) });
        }
        enqueue.assign({ address: event.address });
        enqueue.sendTo('campaigns', { type: 'SHOW_UP_TO_PAGE', page: event.address.page });
      }),
    },
    LOAD_MORE: {
      actions: enqueueActions(({ enqueue }) => enqueue.sendTo('campaigns', { type: 'LOAD_MORE' })),
    },
    RETRY: {
      actions: enqueueActions(({ enqueue }) => {
        enqueue.sendTo('campaigns', { type: 'RETRY' });
        enqueue.sendTo('banners', { type: 'RETRY' });
      }),
    },
  },
});

export type CampaignListMachine = typeof campaignListMachine;

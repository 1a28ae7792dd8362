import { campaignListPage, listBannersPage } from '../campaigns/campaign-list-pages.ts';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignFilters } from '../campaigns/campaigns.port.ts';
import type { Club } from '../club.ts';
import type { FavoritedCampaign } from '../favorites/favorited-campaign.schema.ts';
import type { FavoritedCampaignsQuery } from '../favorites/favorites.port.ts';
import type { Page } from '../paging/page.schema.ts';
import { createPagingMachine, type PageRequest } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import type { Partner } from '../partners/partner.schema.ts';
import type { Transaction } from '../redemptions/transaction.schema.ts';
import type { Voucher } from '../redemptions/voucher.schema.ts';
import type { SearchCampaignsQuery } from '../search/search-page.rules.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import { flow, type Flow } from '../shared/flow.ts';
import type { CashbackRecord } from '../wallet/cashback-record.schema.ts';
import type { CashbackQuery } from '../wallet/wallet.port.ts';

/** The paged lists a screen can open, with the item each holds and the query each takes. */
export interface PagedLists {
  campaigns: { item: Campaign; query: Omit<CampaignFilters, 'page' | 'limit'> };
  transactions: { item: Transaction; query: { searchPerk?: string } };
  uniqueCodes: { item: Voucher; query: { searchPerk?: string } };
  cashback: { item: CashbackRecord; query: Omit<CashbackQuery, 'page' | 'limit'> };
  awardPartners: { item: Partner; query: { slug?: string } };
  engagementPartners: { item: Partner; query: { slug?: string } };
  engagementCampaigns: { item: Campaign; query: { title?: string } };
  favoritedCampaigns: {
    item: FavoritedCampaign;
    query: Omit<FavoritedCampaignsQuery, 'page' | 'limit'>;
  };
  partners: { item: Partner; query: { is_main?: boolean } };
  /** Campanhas?query=: the search's results, with the list's sort and filters. */
  searchCampaigns: { item: Campaign; query: SearchCampaignsQuery };
  /** The banners a campaign list shows between its campaigns (type 1), page by page. */
  listBanners: { item: Banner; query: { tag?: string } };
}

export type PagedListKind = keyof PagedLists;

export type PagedListItem<K extends PagedListKind> = PagedLists[K]['item'];

export type PagedListQuery<K extends PagedListKind> = PagedLists[K]['query'];

type PageFetcher<K extends PagedListKind> = (
  request: PageRequest<PagedListQuery<K>>,
) => Promise<Page<PagedListItem<K>>>;

// One paging logic for every list: the item type only matters to the views.
const pagingMachine = createPagingMachine<unknown, Record<string, unknown>>();

export type PagedListMachine<K extends PagedListKind> = ReturnType<
  typeof createPagingMachine<PagedListItem<K>, PagedListQuery<K>>
>;

const keyOf = (item: unknown): string => {
  const { slug, id } = item as { slug?: string | null; id?: string | number | null };
  return String(slug ?? id ?? '');
};

function fetcherOf<K extends PagedListKind>(club: Club, kind: K): PageFetcher<K> {
  const { port } = club.runtime;
  const campaignPorts = () => ({
    campaigns: port('campaigns'),
    search: port('search'),
    favorites: port('favorites'),
  });
  const fetchers: { [L in PagedListKind]: PageFetcher<L> } = {
    // The campaign kinds read their pages as Campanhas' list does (campaigns/).
    campaigns: ({ page, query, signal }) =>
      campaignListPage(campaignPorts(), {
        page,
        query: { kind: 'campaigns', query },
        signal,
      }) as Promise<Page<Campaign>>,
    transactions: ({ page, query, signal }) =>
      port('redemptions').transactions({ ...query, page, limit: PAGE_SIZES.transactions }, signal),
    uniqueCodes: ({ page, query, signal }) =>
      port('redemptions').vouchers(
        { ...query, page, limit: PAGE_SIZES.vouchers, type: UNIQUE_CODE_VOUCHER_TYPE },
        signal,
      ),
    cashback: ({ page, query, signal }) =>
      port('wallet').cashbackRecords({ ...query, page, limit: PAGE_SIZES.cashback }, signal),
    awardPartners: ({ page, query, signal }) =>
      port('awards').partners({ ...query, page, limit: PAGE_SIZES.awards }, signal),
    engagementPartners: ({ page, query, signal }) =>
      port('engagement').partners({ ...query, page, limit: PAGE_SIZES.engagement }, signal),
    engagementCampaigns: ({ page, query, signal }) =>
      port('engagement').campaigns({ ...query, page, limit: PAGE_SIZES.engagement }, signal),
    favoritedCampaigns: ({ page, query, signal }) =>
      campaignListPage(campaignPorts(), {
        page,
        query: { kind: 'favoritedCampaigns', query },
        signal,
      }) as Promise<Page<FavoritedCampaign>>,
    partners: ({ page, query, signal }) =>
      port('partners').list({ ...query, page, limit: PAGE_SIZES.shelfPartners }, signal),
    searchCampaigns: ({ page, query, signal }) =>
      campaignListPage(campaignPorts(), {
        page,
        query: { kind: 'searchCampaigns', query },
        signal,
      }) as Promise<Page<Campaign>>,
    listBanners: (request) => listBannersPage(port('campaigns'), request),
  };
  return fetchers[kind];
}

/** Vouchers of type '1' are the member's unique codes (the Códigos tab). */
export const UNIQUE_CODE_VOUCHER_TYPE = '1';

/** A paged list of one kind; it loads page 1 as soon as it starts. */
export function pagedListFlow<K extends PagedListKind>(
  club: Club,
  kind: K,
  query: PagedListQuery<K> = {} as PagedListQuery<K>,
  rule: PagingRule = 'untilTotal',
): Flow<PagedListMachine<K>> {
  return flow(
    pagingMachine as unknown as PagedListMachine<K>,
    { fetchPage: fetcherOf(club, kind), keyOf, rule, query },
    club.runtime.clock,
  );
}

import { awardPartnersFlow, type AwardPartnersQuery } from '../awards/award-partners.flow.ts';
import { campaignPageSize } from '../campaigns/campaign-page-size.rules.ts';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignFilters, CampaignsPort } from '../campaigns/campaigns.port.ts';
import {
  engagementCampaignsFlow,
  engagementPartnersFlow,
  type EngagementCampaignsQuery,
  type EngagementPartnersQuery,
} from '../engagement/engagement-lists.flow.ts';
import type { EngagementPort } from '../engagement/engagement.port.ts';
import type { AwardsPort } from '../awards/awards.port.ts';
import type { FavoritedCampaign } from '../favorites/favorited-campaign.schema.ts';
import type { FavoritedCampaignsQuery, FavoritesPort } from '../favorites/favorites.port.ts';
import { pagedFlow, type PageFetcher } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import type { Partner } from '../partners/partner.schema.ts';
import { partnersListFlow, type PartnersListQuery } from '../partners/partners-list.flow.ts';
import type { PartnersPort } from '../partners/partners.port.ts';
import {
  transactionsFlow,
  uniqueCodesFlow,
  type RedemptionListQuery,
} from '../redemptions/redemption-lists.flow.ts';
import type { RedemptionsPort } from '../redemptions/redemptions.port.ts';
import type { Transaction } from '../redemptions/transaction.schema.ts';
import type { Voucher } from '../redemptions/voucher.schema.ts';
import {
  type SearchCampaignsQuery,
  searchRequestFor,
  searchResultPage,
} from '../search/search-page.rules.ts';
import type { SearchPort } from '../search/search.port.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { CashbackRecord } from '../wallet/cashback-record.schema.ts';
import { cashbackRecordsFlow, type CashbackRecordsQuery } from '../wallet/cashback-records.flow.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';

/** The paged lists a screen can open, with the item each holds and the query each takes. */
export interface PagedLists {
  campaigns: { item: Campaign; query: Omit<CampaignFilters, 'page' | 'limit'> };
  transactions: { item: Transaction; query: RedemptionListQuery };
  uniqueCodes: { item: Voucher; query: RedemptionListQuery };
  cashback: { item: CashbackRecord; query: CashbackRecordsQuery };
  awardPartners: { item: Partner; query: AwardPartnersQuery };
  engagementPartners: { item: Partner; query: EngagementPartnersQuery };
  engagementCampaigns: { item: Campaign; query: EngagementCampaignsQuery };
  favoritedCampaigns: {
    item: FavoritedCampaign;
    query: Omit<FavoritedCampaignsQuery, 'page' | 'limit'>;
  };
  partners: { item: Partner; query: PartnersListQuery };
  /** Campanhas?query=: the search's results, with the list's sort and filters. */
  searchCampaigns: { item: Campaign; query: SearchCampaignsQuery };
  /** The banners a campaign list shows between its campaigns (type 1), page by page. */
  listBanners: { item: Banner; query: { tag?: string } };
}

export type PagedListKind = keyof PagedLists;

export type PagedListItem<K extends PagedListKind> = PagedLists[K]['item'];

export type PagedListQuery<K extends PagedListKind> = PagedLists[K]['query'];

export type PagedListMachine<K extends PagedListKind> = PagingMachine<
  PagedListItem<K>,
  PagedListQuery<K>
>;

/** The ports the paged lists read: the club's runtime has them all. */
export type PagedListHost = FlowHost<{
  awards: AwardsPort;
  campaigns: CampaignsPort;
  engagement: EngagementPort;
  favorites: FavoritesPort;
  partners: PartnersPort;
  redemptions: RedemptionsPort;
  search: SearchPort;
  wallet: WalletPort;
}>;

type PagedListBuilder<K extends PagedListKind> = (
  host: PagedListHost,
  query: PagedListQuery<K>,
  rule?: PagingRule,
) => Flow<PagedListMachine<K>>;

/** A campaign list's fetcher (the campaign lists are the campaign list's, built over the ports). */
const campaignList =
  <K extends PagedListKind>(
    fetcher: (host: PagedListHost) => PageFetcher<PagedListItem<K>, PagedListQuery<K>>,
  ): PagedListBuilder<K> =>
  (host, query, rule) =>
    pagedFlow(host, fetcher(host), query, rule);

// Each context owns its lists; the campaign kinds are read here over their ports.
const builders: { [K in PagedListKind]: PagedListBuilder<K> } = {
  campaigns: campaignList(
    ({ runtime }) =>
      ({ page, query, signal }) =>
        runtime.port('campaigns').list({ ...query, page, limit: campaignPageSize(query) }, signal),
  ),
  transactions: transactionsFlow,
  uniqueCodes: uniqueCodesFlow,
  cashback: cashbackRecordsFlow,
  awardPartners: awardPartnersFlow,
  engagementPartners: engagementPartnersFlow,
  engagementCampaigns: engagementCampaignsFlow,
  favoritedCampaigns: campaignList(
    ({ runtime }) =>
      ({ page, query, signal }) =>
        runtime
          .port('favorites')
          .campaigns({ ...query, page, limit: PAGE_SIZES.favorites }, signal),
  ),
  partners: partnersListFlow,
  searchCampaigns: campaignList(
    ({ runtime }) =>
      async ({ page, query, signal }) =>
        searchResultPage(
          await runtime.port('search').search(searchRequestFor(query, page), signal),
          PAGE_SIZES.searchHits,
        ),
  ),
  listBanners: campaignList(
    ({ runtime }) =>
      ({ page, query }) =>
        runtime.port('campaigns').paginatedBanners({
          type: 1,
          page,
          limit: LIST_BANNERS_PAGE_SIZE,
          ...(query.tag ? { tag: query.tag } : {}),
        }),
  ),
};

/** List banners are read 10 at a time (the API's default page of banners). */
export const LIST_BANNERS_PAGE_SIZE = 10;

/**
 * A paged list of one kind; it loads page 1 as soon as it starts. The kinds a context owns
 * are also its own flows (`transactionsFlow` in redemptions, `cashbackRecordsFlow` in wallet…).
 */
export function pagedListFlow<K extends PagedListKind>(
  club: PagedListHost,
  kind: K,
  query: PagedListQuery<K> = {} as PagedListQuery<K>,
  rule: PagingRule = 'untilTotal',
): Flow<PagedListMachine<K>> {
  return (builders[kind] as PagedListBuilder<K>)(club, query, rule);
}

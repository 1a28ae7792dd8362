import { awardPartnersFlow, type AwardPartnersQuery } from '../awards/award-partners.flow.ts';
import { campaignListPage, listBannersPage } from '../campaigns/campaign-list-pages.ts';
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
  uniqueCodeListFlow,
  type RedemptionListQuery,
} from '../redemptions/redemption-lists.flow.ts';
import type { RedemptionsPort } from '../redemptions/redemptions.port.ts';
import type { Transaction } from '../redemptions/transaction.schema.ts';
import type { Voucher } from '../redemptions/voucher.schema.ts';
import type { SearchCampaignsQuery } from '../campaigns/search-page.rules.ts';
import type { SearchPort } from '../campaigns/search.port.ts';
import type { Flow } from '../shared/flow.ts';
import type { Page } from '../paging/page.schema.ts';
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

/** The campaign lists' ports, read from the host when a page is asked for. */
const campaignPorts = ({ runtime }: PagedListHost) => ({
  campaigns: runtime.port('campaigns'),
  search: runtime.port('search'),
  favorites: runtime.port('favorites'),
});

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
    (host) => (request) =>
      campaignListPage(campaignPorts(host), {
        ...request,
        query: { kind: 'campaigns', query: request.query },
      }) as Promise<Page<Campaign>>,
  ),
  transactions: transactionsFlow,
  uniqueCodes: uniqueCodeListFlow,
  cashback: cashbackRecordsFlow,
  awardPartners: awardPartnersFlow,
  engagementPartners: engagementPartnersFlow,
  engagementCampaigns: engagementCampaignsFlow,
  favoritedCampaigns: campaignList(
    (host) => (request) =>
      campaignListPage(campaignPorts(host), {
        ...request,
        query: { kind: 'favoritedCampaigns', query: request.query },
      }) as Promise<Page<FavoritedCampaign>>,
  ),
  partners: partnersListFlow,
  searchCampaigns: campaignList(
    (host) => (request) =>
      campaignListPage(campaignPorts(host), {
        ...request,
        query: { kind: 'searchCampaigns', query: request.query },
      }) as Promise<Page<Campaign>>,
  ),
  listBanners: campaignList(
    ({ runtime }) =>
      (request) =>
        listBannersPage(runtime.port('campaigns'), request),
  ),
};

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

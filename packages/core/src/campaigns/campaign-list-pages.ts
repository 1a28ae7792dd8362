import type { FavoritedCampaign } from '../favorites/favorited-campaign.schema.ts';
import type { FavoritesPort } from '../favorites/favorites.port.ts';
import type { Page } from '../paging/page.schema.ts';
import type { PageRequest } from '../paging/paging.machine.ts';
import { searchRequestFor, searchResultPage } from './search-page.rules.ts';
import type { SearchPort } from './search.port.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Banner } from './banner.schema.ts';
import { campaignPageSize } from './campaign-page-size.rules.ts';
import type { Campaign } from './campaign.schema.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { CampaignListSource } from './list-source.rules.ts';

/** What a campaign list shows: a list's (or the search's) campaign, or a favorited one. */
export type CampaignListItem = Campaign | FavoritedCampaign;

/** The ports the campaign lists read their pages from. */
export interface CampaignListPorts {
  campaigns: Pick<CampaignsPort, 'list' | 'paginatedBanners'>;
  search: Pick<SearchPort, 'search'>;
  favorites: Pick<FavoritesPort, 'campaigns'>;
}

/** List banners are read 10 at a time (the API's default page of banners). */
export const LIST_BANNERS_PAGE_SIZE = 10;

/**
 * One page of the list a source names (SPEC §2): the campaigns of a category, tag, highlight
 * or partner (their page size by kind, SPEC §9), the search's hits, or the favorited campaigns.
 * The signal goes on to the HTTP call.
 */
export function campaignListPage(
  ports: Omit<CampaignListPorts, 'campaigns'> & { campaigns: Pick<CampaignsPort, 'list'> },
  { page, query: source, signal }: PageRequest<CampaignListSource>,
): Promise<Page<CampaignListItem>> {
  switch (source.kind) {
    case 'campaigns':
      return ports.campaigns.list(
        { ...source.query, page, limit: campaignPageSize(source.query) },
        signal,
      );
    case 'searchCampaigns':
      return ports.search
        .search(searchRequestFor(source.query, page), signal)
        .then((result) => searchResultPage(result, PAGE_SIZES.searchHits));
    case 'favoritedCampaigns':
      return ports.favorites.campaigns(
        { ...source.query, page, limit: PAGE_SIZES.favorites },
        signal,
      );
  }
}

/** What the list banners are read for: a vitrine shows its tag's. */
export interface ListBannersQuery {
  tag?: string;
}

/** One page of the banners a campaign list shows between its campaigns (type 1, SPEC §2). */
export function listBannersPage(
  campaigns: Pick<CampaignsPort, 'paginatedBanners'>,
  { page, query, signal }: PageRequest<ListBannersQuery>,
): Promise<Page<Banner>> {
  return campaigns.paginatedBanners(
    {
      type: 1,
      page,
      limit: LIST_BANNERS_PAGE_SIZE,
      ...(query.tag ? { tag: query.tag } : {}),
    },
    signal,
  );
}

import type { Campaign } from './campaign.schema.ts';
import type { CampaignOrdering } from './campaigns.port.ts';
import type { SearchCampaignsQuery } from './search-campaigns-query.ts';
import type { Page } from '../paging/page.schema.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { SearchQuery } from './search.port.ts';
import { searchFilters, searchIndexFor, type SearchOrdering } from '../shared/search.rules.ts';
import type { SearchResult } from './search-result.schema.ts';

export type { SearchCampaignsQuery };

/** The list's sorts as the search's orderings (each has its index). */
const SEARCH_ORDERING: Readonly<Record<CampaignOrdering, SearchOrdering>> = {
  discount: 'value',
  likes: 'likes',
  alphabetical: 'name-asc',
  alphainverse: 'name-desc',
};

/** The search call for one page (1-based here; the search counts pages from 0). */
export function searchRequestFor(query: SearchCampaignsQuery, page: number): SearchQuery {
  const filters = searchFilters({
    ...(query.partner ? { partner: query.partner } : {}),
    highlight: query.highlight ?? false,
    exclusive: query.exclusive ?? false,
    cashback: query.cashback ?? false,
  });
  return {
    index: searchIndexFor(query.ordinator ? SEARCH_ORDERING[query.ordinator] : 'default'),
    query: query.query,
    page: Math.max(0, page - 1),
    hitsPerPage: PAGE_SIZES.searchHits,
    ...(query.tag ? { tags: [query.tag] } : {}),
    ...(filters ? { filters } : {}),
  };
}

/** A search answer as a page of the one paged list: nbHits is the total. */
export function searchResultPage(result: SearchResult, perPage: number): Page<Campaign> {
  const from = result.page * perPage + 1;
  return {
    data: result.hits,
    pagination: {
      total: result.nbHits,
      per_page: perPage,
      current_page: result.page + 1,
      from: result.hits.length === 0 ? 0 : from,
      to: result.hits.length === 0 ? 0 : from + result.hits.length - 1,
    },
  };
}

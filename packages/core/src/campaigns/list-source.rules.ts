import type { FavoritedCampaignsQuery } from '../favorites/favorites.port.ts';
import type { SearchCampaignsQuery } from './search-campaigns-query.ts';
import type { CampaignFilters } from './campaigns.port.ts';
import { readCampaignListAddress, type CampaignListAddress } from './campaign-list-address.ts';
import { campaignFiltersFor, type CampaignListQuery } from './list-filters.rules.ts';

/**
 * Which list Campanhas shows for its address (SPEC §2): with `favorites` the favorited
 * campaigns (Meus favoritos), with `query` the search's results, otherwise the campaigns of
 * the category, tag, highlight or partner. Each with the list's sort and filters.
 */
export type CampaignListSource =
  | {
      readonly kind: 'favoritedCampaigns';
      readonly query: Omit<FavoritedCampaignsQuery, 'page' | 'limit'>;
    }
  | { readonly kind: 'searchCampaigns'; readonly query: SearchCampaignsQuery }
  | { readonly kind: 'campaigns'; readonly query: Omit<CampaignFilters, 'page' | 'limit'> };

/** The kinds of list Campanhas shows. */
export type CampaignListSourceKind = CampaignListSource['kind'];

/**
 * The list for an address's query. The cashback filter needs the cashback_tab permission;
 * `page` is not part of it (it says how far the member had read, not which list).
 */
export function campaignListSource(
  query: CampaignListQuery,
  cashbackAllowed: boolean,
): CampaignListSource {
  return listSourceOf(readCampaignListAddress(query), cashbackAllowed);
}

/** The list for an address already read. */
export function listSourceOf(
  address: CampaignListAddress,
  cashbackAllowed: boolean,
): CampaignListSource {
  const filters = { ...address, ordinator: address.sort };
  const cashback = cashbackAllowed && filters.cashback;
  if (filters.favorites) {
    // favoritedCampaigns sorts by value, likes or partner name only (SPEC §7).
    const ordering = filters.ordinator === 'alphainverse' ? '' : filters.ordinator;
    return {
      kind: 'favoritedCampaigns',
      query: {
        ...(ordering ? { ordering } : {}),
        ...(filters.exclusive ? { exclusive: true } : {}),
        ...(cashback ? { cashback: true } : {}),
      },
    };
  }
  if (filters.query) {
    return {
      kind: 'searchCampaigns',
      query: {
        query: filters.query,
        ...(filters.ordinator ? { ordinator: filters.ordinator } : {}),
        ...(filters.partner ? { partner: filters.partner } : {}),
        ...(filters.tag ? { tag: filters.tag } : {}),
        ...(filters.highlight ? { highlight: true } : {}),
        ...(filters.exclusive ? { exclusive: true } : {}),
        ...(cashback ? { cashback: true } : {}),
      },
    };
  }
  return {
    kind: 'campaigns',
    query: {
      ...campaignFiltersFor(filters, cashbackAllowed),
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.tag ? { tag: filters.tag } : {}),
      ...(filters.highlight ? { highlight: true } : {}),
    },
  };
}

/**
 * A stable name for a list (the screens' cache key): the same list always gets the same name,
 * whatever order its filters were written in, and two different lists never share one.
 */
export function campaignListKey(source: CampaignListSource): string {
  const query = source.query as Readonly<Record<string, unknown>>;
  const entries = Object.keys(query)
    .filter((key) => query[key] !== undefined && query[key] !== false && query[key] !== '')
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(query[key]))}`);
  return `${source.kind}?${entries.join('&')}`;
}

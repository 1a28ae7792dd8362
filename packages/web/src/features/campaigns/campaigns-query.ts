import type { CampaignListQuery, ListFilters } from '@clube/core/campaigns';
import type { CampaignsQuery } from '../../runtime/route-table.ts';

type QueryKey = keyof CampaignsQuery;

const SORT_KEYS = ['discount', 'likes', 'alphabetical', 'alphainverse'] as const;

/** The typed query of the address as the core's list query (each value as the address writes it). */
export function listQueryOf(query: CampaignsQuery): CampaignListQuery {
  const words: CampaignListQuery = {};
  for (const [key, value] of Object.entries(query) as [QueryKey, unknown][]) {
    if (value === undefined || value === false || value === '') continue;
    words[key] = String(value);
  }
  return words;
}

/** The query without some of its parameters (the page always goes: another list starts at 1). */
export function withoutKeys(query: CampaignsQuery, ...keys: QueryKey[]): CampaignsQuery {
  const next: CampaignsQuery = { ...query };
  for (const key of [...keys, 'page' as const]) delete next[key];
  return next;
}

/** The query with the member's sort and filters in place of the address's; page 1 again. */
export function withFilters(query: CampaignsQuery, filters: ListFilters): CampaignsQuery {
  return {
    ...withoutKeys(query, ...SORT_KEYS, 'exclusive', 'cashback'),
    ...(filters.ordinator ? { [filters.ordinator]: true } : {}),
    ...(filters.exclusive ? { exclusive: true } : {}),
    ...(filters.cashback ? { cashback: true } : {}),
  };
}

/** The query reading up to `pages` pages (page is left out while it is the first). */
export function withPages(query: CampaignsQuery, pages: number): CampaignsQuery {
  const next = { ...query };
  if (pages > 1) next.page = pages;
  else delete next.page;
  return next;
}

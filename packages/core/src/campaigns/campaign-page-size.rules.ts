import { PAGE_SIZES } from '../shared/constants.ts';
import type { CampaignFilters } from './campaigns.port.ts';

/**
 * How many campaigns a list page asks for (SPEC §9): 10 for highlight and tag lists (a
 * vitrine), 18 for a category's list, and the default 10 hits otherwise.
 */
export function campaignPageSize(
  query: Pick<CampaignFilters, 'highlight' | 'tag' | 'category'>,
): number {
  if (query.highlight) return PAGE_SIZES.highlightSearch;
  if (query.tag) return PAGE_SIZES.tagSearch;
  if (query.category) return PAGE_SIZES.categorySearch;
  return PAGE_SIZES.searchHits;
}

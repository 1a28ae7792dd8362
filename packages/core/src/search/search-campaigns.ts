import type { SearchPort, SearchQuery } from '../campaigns/search.port.ts';
import { EMPTY_SEARCH_RESULT, type SearchResult } from '../campaigns/search-result.schema.ts';

/** A campaign search for a results screen: a failure reads as no results (SPEC §8). */
export async function searchOrEmpty(search: SearchPort, query: SearchQuery): Promise<SearchResult> {
  try {
    return await search.search(query);
  } catch {
    return EMPTY_SEARCH_RESULT;
  }
}

import type { SearchResult } from './search-result.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface SearchQuery {
  index: string;
  query: string;
  page?: number;
  hitsPerPage?: number;
  tags?: string[];
  filters?: string;
}

/** Campaign search; the signal cancels an earlier request (SPEC §7 "The call is cancellable"). */
export interface SearchPort {
  search(query: SearchQuery, signal?: AbortSignalLike): Promise<SearchResult>;
}

export type { AbortSignalLike };

export const SearchPortToken = Symbol.for('clube.SearchPort');

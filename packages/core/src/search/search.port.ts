import type { SearchResult } from './search-result.schema.ts';

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

/** The part of an AbortSignal the core relies on (the core has no DOM types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

export const SearchPortToken = Symbol.for('clube.SearchPort');

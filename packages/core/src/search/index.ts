// @clube/core/search: the search context's public surface.
export type { SearchResult } from '../campaigns/search-result.schema.ts';
export { EMPTY_SEARCH_RESULT, searchResultSchema } from '../campaigns/search-result.schema.ts';
export type {
  SearchSuggestionsContext,
  SearchSuggestionsEvent,
  SearchSuggestionsInput,
  SearchSuggestionsMachine,
  SuggestionTerm,
} from './search-suggestions.machine.ts';
export { searchSuggestionsMachine } from './search-suggestions.machine.ts';
export { searchOrEmpty } from './search-campaigns.ts';
export type { SearchCampaignsQuery } from '../campaigns/search-page.rules.ts';
export { searchRequestFor, searchResultPage } from '../campaigns/search-page.rules.ts';
export type {
  SearchFilterOptions,
  SearchOrdering,
  SuggestionLike,
} from '../shared/search.rules.ts';
export {
  addRecentTerm,
  SEARCH_INDEXES,
  searchFilters,
  searchIndexFor,
  searchSubmitPath,
  shouldEmitSearchTerm,
  stripSearchTags,
  suggestionPath,
} from '../shared/search.rules.ts';
export type { SuggestionsAnswer } from './suggestions.stream.ts';
export { suggestionsFor } from './suggestions.stream.ts';
export type { RecentStore, SearchSuggestionsEffectsOptions } from './search-suggestions.flow.ts';
export {
  keptRecentSearches,
  searchSuggestionsEffects,
  searchSuggestionsFlow,
} from './search-suggestions.flow.ts';
export type { SearchSuggestionsApi } from './search-suggestions.connect.ts';
export { connectSearchSuggestions } from './search-suggestions.connect.ts';

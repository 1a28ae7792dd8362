/**
 * What the search box runs once the member turns to it: the core's suggestions flow (its
 * machine, the debounced rxjs stream, the recent terms' storage). Imported only dynamically
 * (use-search-suggestions.ts), so that Home and every member page load without it.
 */
export { connectSearchSuggestions, searchSuggestionsFlow } from '@clube/core/search';

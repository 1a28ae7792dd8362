import type { SnapshotFrom } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { searchSubmitPath, shouldEmitSearchTerm, suggestionPath } from '../shared/search.rules.ts';
import type {
  SearchSuggestionsEvent,
  searchSuggestionsMachine,
} from './search-suggestions.machine.ts';

/** The search box as any view uses it (SPEC §2 "Search", §5). */
export interface SearchSuggestionsApi {
  readonly term: string;
  readonly suggestions: readonly Campaign[];
  readonly recent: readonly string[];
  readonly open: boolean;
  readonly showSuggestions: boolean;
  readonly showRecent: boolean;
  /**
   * The search answered the term now typed with nothing: the box says so rather than staying
   * silent (a term too short to search, or one still waiting for its answer, is not it).
   */
  readonly noMatch: boolean;
  /** Something is listed under the box. */
  readonly expanded: boolean;
  type(term: string): void;
  clear(): void;
  close(): void;
  removeRecent(term: string): void;
  /** Records the term and answers where it leads (Campanhas with the query), or null. */
  submit(term?: string): string | null;
  /** Closes the box and answers the suggestion's detail: campaign, award or reward. */
  choose(suggestion: Campaign): string;
}

export function connectSearchSuggestions(
  snapshot: SnapshotFrom<typeof searchSuggestionsMachine>,
  send: (event: SearchSuggestionsEvent) => void,
): SearchSuggestionsApi {
  const { term, suggestions, recent, answered } = snapshot.context;
  const open = snapshot.matches('open');
  const typed = term.trim();
  const showSuggestions = open && suggestions.length > 0;
  const showRecent = open && recent.length > 0;
  const noMatch =
    open &&
    typed !== '' &&
    shouldEmitSearchTerm(typed) &&
    answered === typed &&
    suggestions.length === 0;
  return {
    term,
    suggestions,
    recent,
    open,
    showSuggestions,
    showRecent,
    noMatch,
    expanded: showSuggestions || showRecent || noMatch,
    type: (next) => send({ type: 'TYPE', term: next }),
    clear: () => send({ type: 'CLEAR' }),
    close: () => send({ type: 'CLOSE' }),
    removeRecent: (entry) => send({ type: 'REMOVE_RECENT', term: entry }),
    submit: (chosen) => {
      const submitted = chosen ?? term;
      if (chosen !== undefined) send({ type: 'TYPE', term: chosen });
      send({ type: 'SUBMIT' });
      return searchSubmitPath(submitted);
    },
    choose: (suggestion) => {
      send({ type: 'CLOSE' });
      return suggestionPath(suggestion);
    },
  };
}

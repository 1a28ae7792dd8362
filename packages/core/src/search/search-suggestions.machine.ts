import { Subject, type SchedulerLike } from 'rxjs';
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { SearchPort } from '../campaigns/search.port.ts';
import { addRecentTerm, searchSubmitPath, stripSearchTags } from '../shared/search.rules.ts';
import { suggestionsFor } from './suggestions.stream.ts';
import { readRecentSearches, writeRecentSearches } from './recent-searches.rules.ts';
import type { StoragePort } from '../shared/storage.port.ts';

export interface SearchSuggestionsContext {
  search: SearchPort;
  scheduler: SchedulerLike | undefined;
  term: string;
  suggestions: Campaign[];
  recent: string[];
  /** The term the suggestions shown answer (null before any answer). */
  answered: string | null;
  /** Where the recent terms are kept across reloads (absent: only in memory). */
  recentStore: RecentStore | null;
  /** Where the last submit goes (Campanhas with the query); null when there is nothing. */
  submitPath: string | null;
}

export type SearchSuggestionsEvent =
  | { type: 'TYPE'; term: string }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'REMOVE_RECENT'; term: string }
  | { type: 'SUGGESTIONS'; term: string; suggestions: Campaign[] };

/** A storage and the key of one member's recent terms in it. */
export interface RecentStore {
  storage: StoragePort;
  key: string;
}

export interface SearchSuggestionsInput {
  search: SearchPort;
  /** Where the 200 ms debounce runs; tests pass a virtual-time scheduler. */
  scheduler?: SchedulerLike;
  /** The recent terms to start with (default: those kept in `recentStore`, else none). */
  recent?: string[];
  recentStore?: RecentStore;
}

/**
 * The search box (SPEC §2 "Search", §5): typing opens suggestions through an rxjs stream
 * (debounced, earlier requests cancelled, at most 3); submit records the term among the
 * recent ones (kept in the member's storage when a `recentStore` is given) and yields the
 * Campanhas path; recent terms can be removed.
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    input: {} as SearchSuggestionsInput,
  },
  actors: {
    suggestionStream: fromCallback<
      { type: 'TERM'; term: string },
      { search: SearchPort; scheduler: SchedulerLike | undefined }
    >(({ input, receive, sendBack }) => {
      const terms = new Subject<string>();
      const subscription = suggestionsFor(terms, input.search, input.scheduler).subscribe(
        (answer) => sendBack({ type: 'SUGGESTIONS', ...answer }),
      );
      receive((event) => terms.next(event.term));
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    forwardTerm: sendTo('stream', ({ context }) => ({ type: 'TERM' as const, term: context.term })),
    keepRecent: ({ context }) => {
      if (context.recentStore) {
        writeRecentSearches(context.recentStore.storage, context.recentStore.key, context.recent);
      }
    },
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({
    search: input.search,
    scheduler: input.scheduler,
    term: '',
    suggestions: [],
    recent:
      input.recent ??
      (input.recentStore
        ? readRecentSearches(input.recentStore.storage, input.recentStore.key)
        : []),
    answered: null,
    recentStore: input.recentStore ?? null,
    submitPath: null,
  }),
  invoke: {
    id: 'stream',
    src: 'suggestionStream',
    input: ({ context }) => ({ search: context.search, scheduler: context.scheduler }),
  },
  initial: 'closed',
  on: {
    TYPE: {
      target: '.open',
      actions: [assign({ term: ({ event }) => event.term }), 'forwardTerm'],
    },
    // Only the answer for the term now in the box is shown.
    SUGGESTIONS: {
      guard: ({ context, event }) => event.term === context.term.trim(),
      actions: assign({
        suggestions: ({ event }) => event.suggestions,
        answered: ({ event }) => event.term,
      }),
    },
    CLEAR: {
      target: '.closed',
      actions: [assign({ term: '', suggestions: [], answered: null }), 'forwardTerm'],
    },
    REMOVE_RECENT: {
      actions: [
        assign({
          recent: ({ context, event }) => context.recent.filter((term) => term !== event.term),
        }),
        'keepRecent',
      ],
    },
    SUBMIT: {
      target: '.closed',
      actions: [
        assign(({ context }) => {
          const submitPath = searchSubmitPath(context.term);
          return {
            submitPath,
            recent: submitPath
              ? addRecentTerm(context.recent, stripSearchTags(context.term))
              : context.recent,
          };
        }),
        'keepRecent',
      ],
    },
    CLOSE: '.closed',
  },
  states: {
    closed: {},
    open: {},
  },
});

export type SearchSuggestionsMachine = typeof searchSuggestionsMachine;

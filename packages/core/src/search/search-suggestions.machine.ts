import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { addRecentTerm, searchSubmitPath, stripSearchTags } from '../shared/search.rules.ts';

/** Data only (it survives JSON): the suggestion stream and the recent terms' storage are the flow's. */
export interface SearchSuggestionsContext {
  term: string;
  suggestions: Campaign[];
  recent: string[];
  /** The term the suggestions shown answer (null before any answer). */
  answered: string | null;
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

export interface SearchSuggestionsInput {
  /** The recent terms to start with (the flow reads those kept for the member). */
  recent?: string[];
}

/** What the suggestion stream hears: each term typed. */
export type SuggestionTerm = { type: 'TERM'; term: string };

/**
 * The search box (SPEC §2 "Search", §5): typing opens suggestions through a stream the flow
 * supplies (`searchSuggestionsEffects`: debounced, earlier requests cancelled, at most 3);
 * submit records the term among the recent ones (`keepRecent`, the flow's storage) and yields
 * the Campanhas path; recent terms can be removed.
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    input: {} as SearchSuggestionsInput,
  },
  // Supplied by the flow. Unprovided, the stream answers nothing (as a failed search does,
  // SPEC §8) and the recent terms live only in memory.
  actors: {
    suggestionStream: fromCallback<SuggestionTerm>(() => {}),
  },
  actions: {
    forwardTerm: sendTo('stream', ({ context }) => ({ type: 'TERM' as const, term: context.term })),
    keepRecent: (_, _recent: { recent: string[] }) => {},
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({
    term: '',
    suggestions: [],
    recent: input.recent ?? [],
    answered: null,
    submitPath: null,
  }),
  invoke: { id: 'stream', src: 'suggestionStream' },
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
        { type: 'keepRecent', params: ({ context }) => ({ recent: context.recent }) },
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
        { type: 'keepRecent', params: ({ context }) => ({ recent: context.recent }) },
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

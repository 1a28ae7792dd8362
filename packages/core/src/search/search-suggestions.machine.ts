import { Subject, type SchedulerLike } from 'rxjs';
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { SearchPort } from './search.port.ts';
import { addRecentTerm, searchSubmitPath } from './search.rules.ts';
import { suggestionsFor } from './suggestions.stream.ts';
import { stripHtmlFragment } from '../shared/validation.rules.ts';

export interface SearchSuggestionsContext {
  search: SearchPort;
  scheduler: SchedulerLike | undefined;
  term: string;
  suggestions: Campaign[];
  recent: string[];
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
  search: SearchPort;
  /** Where the 200 ms debounce runs; tests pass a virtual-time scheduler. */
  scheduler?: SchedulerLike;
  recent?: string[];
}

/**
 * The search box (SPEC §2 "Search", §5): typing opens suggestions through an rxjs stream
 * (debounced, earlier requests cancelled, at most 3); submit records the term among the
 * recent ones and yields the Campanhas path; recent terms can be removed.
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
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({
    search: input.search,
    scheduler: input.scheduler,
    term: '',
    suggestions: [],
    recent: input.recent ?? [],
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
      actions: assign({ suggestions: ({ event }) => event.suggestions }),
    },
    CLEAR: {
      target: '.closed',
      actions: [assign({ term: '', suggestions: [] }), 'forwardTerm'],
    },
    REMOVE_RECENT: {
      actions: assign({
        recent: ({ context, event }) => context.recent.filter((term) => term !== event.term),
      }),
    },
    SUBMIT: {
      target: '.closed',
      actions: assign(({ context }) => {
        const submitPath = searchSubmitPath(context.term);
        return {
          submitPath,
          recent: submitPath
            ? addRecentTerm(context.recent, stripHtmlFragment(context.term))
            : context.recent,
        };
      }),
    },
    CLOSE: '.closed',
  },
  states: {
    closed: {},
    open: {},
  },
});

export type SearchSuggestionsMachine = typeof searchSuggestionsMachine;

import { Subject, type SchedulerLike } from 'rxjs';
import { fromCallback } from 'xstate';
import type { SessionHost } from '../auth/session.host.ts';
import type { FlowHost, RxSchedulerHost } from '../shared/flow-host.ts';
import type { SearchPort } from '../campaigns/search.port.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import {
  readRecentSearches,
  recentSearchesKey,
  writeRecentSearches,
} from './recent-searches.rules.ts';
import { searchSuggestionsMachine, type SuggestionTerm } from './search-suggestions.machine.ts';
import { suggestionsFor } from './suggestions.stream.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** A storage and the key of one member's recent terms in it. */
export interface RecentStore {
  storage: StoragePort;
  key: string;
}

export interface SearchSuggestionsEffectsOptions {
  /** Where the 200 ms debounce runs; tests pass a virtual-time scheduler. */
  scheduler?: SchedulerLike;
  /** Where the recent terms are kept across reloads (absent: only in memory). */
  recentStore?: RecentStore | null;
}

/**
 * The search box's effects: the suggestion stream over the search port (each request gets
 * the signal that a newer term aborts), and keeping the recent terms in the member's storage.
 */
export function searchSuggestionsEffects(
  search: SearchPort,
  { scheduler, recentStore }: SearchSuggestionsEffectsOptions = {},
) {
  return {
    actors: {
      suggestionStream: fromCallback<SuggestionTerm>(({ receive, sendBack }) => {
        const terms = new Subject<string>();
        const subscription = suggestionsFor(terms, search, scheduler).subscribe((answer) =>
          sendBack({ type: 'SUGGESTIONS', ...answer }),
        );
        receive((event) => terms.next(event.term));
        return () => subscription.unsubscribe();
      }),
    },
    actions: {
      keepRecent: (_: unknown, { recent }: { recent: string[] }) => {
        if (recentStore) writeRecentSearches(recentStore.storage, recentStore.key, recent);
      },
    },
  };
}

/** The recent terms kept in `recentStore` (none without one). */
export function keptRecentSearches(recentStore: RecentStore | null | undefined): string[] {
  return recentStore ? readRecentSearches(recentStore.storage, recentStore.key) : [];
}

/**
 * The top bar's search. The recent terms are kept in the club's storage under the signed-in
 * member's company and document, so a reload finds them; `recent` overrides them (tests).
 */
export function searchSuggestionsFlow(
  club: FlowHost<{ search: SearchPort }> & SessionHost & RxSchedulerHost,
  recent?: string[],
): Flow<typeof searchSuggestionsMachine> {
  const { port, options, clock, storage } = club.runtime;
  const auth = club.session.getSnapshot().context.auth;
  const recentStore =
    auth?.company && auth.document
      ? { storage, key: recentSearchesKey(auth.company, auth.document) }
      : null;
  const logic = searchSuggestionsMachine.provide(
    searchSuggestionsEffects(port('search'), {
      ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
      recentStore,
    }),
  );
  return flow(logic, { recent: recent ?? keptRecentSearches(recentStore) }, clock);
}

import type { SessionHost } from '../auth/session.host.ts';
import type { FlowHost, RxSchedulerHost } from '../shared/flow-host.ts';
import type { SearchPort } from '../campaigns/search.port.ts';
import { recentSearchesKey } from './recent-searches.rules.ts';
import { searchSuggestionsMachine } from './search-suggestions.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

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
  return flow(
    searchSuggestionsMachine,
    {
      search: port('search'),
      ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
      ...(recent ? { recent } : {}),
      ...(recentStore ? { recentStore } : {}),
    },
    clock,
  );
}

import type { Club } from '../club.ts';
import { searchSuggestionsMachine } from '../search/search-suggestions.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function searchSuggestionsFlow(
  club: Club,
  recent?: string[],
): Flow<typeof searchSuggestionsMachine> {
  const { port, options, clock } = club.runtime;
  return flow(
    searchSuggestionsMachine,
    {
      search: port('search'),
      ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
      ...(recent ? { recent } : {}),
    },
    clock,
  );
}

import {
  asyncScheduler,
  catchError,
  debounceTime,
  distinctUntilChanged,
  map,
  Observable,
  of,
  switchMap,
  type SchedulerLike,
} from 'rxjs';
import { createActor, fromPromise } from 'xstate';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTIONS_LIMIT } from '../shared/constants.ts';
import type { SearchPort } from '../campaigns/search.port.ts';
import { searchIndexFor, shouldEmitSearchTerm } from '../shared/search.rules.ts';

export interface SuggestionsAnswer {
  term: string;
  suggestions: Campaign[];
}

/**
 * One search as an observable. The request runs in a promise actor, whose signal is a real
 * AbortSignal: unsubscribing (a newer term) stops the actor, which aborts the HTTP request.
 */
function searchOnce(search: SearchPort, term: string): Observable<Campaign[]> {
  return new Observable<Campaign[]>((subscriber) => {
    const request = createActor(
      fromPromise<Campaign[]>(async ({ signal }) => {
        const query = {
          index: searchIndexFor('default'),
          query: term,
          page: 0,
          hitsPerPage: SUGGESTIONS_LIMIT,
        };
        return (await search.search(query, signal)).hits;
      }),
    );
    request.subscribe({
      next: (snapshot) => {
        if (snapshot.status !== 'done') return;
        subscriber.next(snapshot.output);
        subscriber.complete();
      },
      error: (error: unknown) => subscriber.error(error),
    });
    request.start();
    return () => request.stop();
  });
}

/**
 * Terms in, suggestions out (SPEC §5): debounced by 200 ms, earlier requests cancelled
 * (switchMap), at most 3; a short term gives none, a failure gives none (SPEC §8).
 */
export function suggestionsFor(
  terms: Observable<string>,
  search: SearchPort,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<SuggestionsAnswer> {
  return terms.pipe(
    map((term) => term.trim()),
    debounceTime(SUGGESTION_DEBOUNCE_MS, scheduler),
    distinctUntilChanged(),
    switchMap((term) =>
      term === '' || !shouldEmitSearchTerm(term)
        ? of({ term, suggestions: [] })
        : searchOnce(search, term).pipe(
            map((hits) => ({ term, suggestions: hits.slice(0, SUGGESTIONS_LIMIT) })),
            catchError(() => of({ term, suggestions: [] })),
          ),
    ),
  );
}

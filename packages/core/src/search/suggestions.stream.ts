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
import type { Campaign } from '../campaigns/campaign.schema.ts';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTIONS_LIMIT } from '../shared/constants.ts';
import type { AbortSignalLike, SearchPort } from './search.port.ts';
import { searchIndexFor, shouldEmitSearchTerm } from './search.rules.ts';

export interface SuggestionsAnswer {
  term: string;
  suggestions: Campaign[];
}

/** One search as an observable: unsubscribing (a newer term) aborts the request. */
function searchOnce(search: SearchPort, term: string): Observable<Campaign[]> {
  return new Observable<Campaign[]>((subscriber) => {
    const signal: { aborted: boolean } & AbortSignalLike = { aborted: false };
    let settled = false;
    search
      .search(
        { index: searchIndexFor('default'), query: term, page: 0, hitsPerPage: SUGGESTIONS_LIMIT },
        signal,
      )
      .then(
        (result) => {
          settled = true;
          subscriber.next(result.hits);
          subscriber.complete();
        },
        (error: unknown) => {
          settled = true;
          subscriber.error(error);
        },
      );
    // Unsubscribing before the answer (a newer term) cancels the request.
    return () => {
      if (!settled) signal.aborted = true;
    };
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

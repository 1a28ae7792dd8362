import { assign, fromPromise, setup } from 'xstate';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { Page, Pagination } from './page.schema.ts';
import { appendPage, hasNextPage, type PagingRule } from './paging.rules.ts';

/** What one page request carries: the page (1-based), the list's query and a cancel signal. */
export interface PageRequest<Q> {
  page: number;
  query: Q;
  /** Aborted when the request is superseded (a new filter, the list closed). */
  signal: AbortSignalLike;
}

export interface PagingInput<T, Q> {
  /** Loads one page through a port, passing the signal on to the HTTP call. */
  fetchPage: (request: PageRequest<Q>) => Promise<Page<T>>;
  /** What makes two items the same: a page never adds one twice. */
  keyOf: (item: T) => string;
  rule?: PagingRule;
  /** The filters and sort of the list; absent means none. */
  query?: Q;
}

export interface PagingContext<T, Q> {
  fetchPage: (request: PageRequest<Q>) => Promise<Page<T>>;
  keyOf: (item: T) => string;
  rule: PagingRule;
  query: Q;
  items: T[];
  pagination: Pagination | null;
  error: ClubError | null;
  /**
   * Items taken out since the last page arrived. The server's pages shift by as many, so the
   * next request asks the current page again (its new last items) before going on.
   */
  removedSincePage: number;
  /** A next page brought nothing new: the list stops asking, whatever total says. */
  exhausted: boolean;
}

export type PagingEvent<Q> =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** Loads page 1 again with the same query. */
  | { type: 'RELOAD' }
  /** Changes some filters: the list starts again from page 1. */
  | { type: 'FILTER'; query: Partial<Q> }
  /** Changes the order: the list starts again from page 1. */
  | { type: 'SORT'; query: Partial<Q> }
  /** Replaces the whole query (e.g. read from the address): page 1 again. */
  | { type: 'SET_QUERY'; query: Q }
  /** An item left the server (deleted, unfavorited): it leaves the list and the total. */
  | { type: 'REMOVE'; key: string };

/**
 * A paged list (SPEC §4 "Paging"): it loads page 1 as soon as it starts; the first load
 * replaces, the next pages append until total (vouchers: while total > from + per_page - 1).
 * While a page loads, LOAD_MORE is ignored, so no page is asked for twice. A new query
 * re-enters the first load, which stops the request in flight and aborts its signal.
 */
export function createPagingMachine<T, Q = Record<string, never>>() {
  return setup({
    types: {
      context: {} as PagingContext<T, Q>,
      events: {} as PagingEvent<Q>,
      input: {} as PagingInput<T, Q>,
    },
    actors: {
      fetchPage: fromPromise<
        Page<T>,
        { fetchPage: (request: PageRequest<Q>) => Promise<Page<T>>; page: number; query: Q }
      >(({ input, signal }) => input.fetchPage({ page: input.page, query: input.query, signal })),
    },
    guards: {
      hasNextPage: ({ context }) =>
        context.pagination !== null &&
        !context.exhausted &&
        hasNextPage(context.pagination, context.items.length, context.rule),
      neverLoaded: ({ context }) => context.pagination === null,
    },
    actions: {
      replaceItems: assign(({ context }, page: Page<T>) => ({
        items: appendPage([], page.data, context.keyOf, page.pagination.total),
        pagination: page.pagination,
        removedSincePage: 0,
        exhausted: false,
      })),
      appendItems: assign(({ context }, page: Page<T>) => {
        const items = appendPage(context.items, page.data, context.keyOf, page.pagination.total);
        return {
          items,
          pagination: page.pagination,
          removedSincePage: 0,
          exhausted: items.length === context.items.length,
        };
      }),
      clearList: assign({ items: [], pagination: null, removedSincePage: 0, exhausted: false }),
      rememberError: assign((_, error: unknown) => ({ error: toClubError(error) })),
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => ({
      fetchPage: input.fetchPage,
      keyOf: input.keyOf,
      rule: input.rule ?? 'untilTotal',
      query: input.query ?? ({} as Q),
      items: [],
      pagination: null,
      error: null,
      removedSincePage: 0,
      exhausted: false,
    }),
    initial: 'loadingFirst',
    on: {
      RELOAD: { target: '.loadingFirst', reenter: true },
      FILTER: {
        target: '.loadingFirst',
        reenter: true,
        actions: [
          assign({ query: ({ context, event }) => ({ ...context.query, ...event.query }) }),
          'clearList',
        ],
      },
      SORT: {
        target: '.loadingFirst',
        reenter: true,
        actions: [
          assign({ query: ({ context, event }) => ({ ...context.query, ...event.query }) }),
          'clearList',
        ],
      },
      SET_QUERY: {
        target: '.loadingFirst',
        reenter: true,
        actions: [assign({ query: ({ event }) => event.query }), 'clearList'],
      },
      REMOVE: {
        actions: assign(({ context, event }) => {
          const items = context.items.filter((item) => context.keyOf(item) !== event.key);
          const removed = context.items.length - items.length;
          return {
            items,
            pagination: context.pagination
              ? { ...context.pagination, total: Math.max(0, context.pagination.total - removed) }
              : null,
            removedSincePage: context.removedSincePage + removed,
          };
        }),
      },
    },
    states: {
      loadingFirst: {
        entry: assign({ error: null }),
        invoke: {
          id: 'fetchFirst',
          src: 'fetchPage',
          input: ({ context }) => ({ fetchPage: context.fetchPage, page: 1, query: context.query }),
          onDone: {
            target: 'ready',
            actions: { type: 'replaceItems', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'rememberError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
      },
      ready: {
        on: { LOAD_MORE: { guard: 'hasNextPage', target: 'loadingMore' } },
      },
      loadingMore: {
        entry: assign({ error: null }),
        invoke: {
          id: 'fetchNext',
          src: 'fetchPage',
          input: ({ context }) => ({
            fetchPage: context.fetchPage,
            // After a removal the current page is asked again: its last items moved up.
            page: (context.pagination?.current_page ?? 0) + (context.removedSincePage > 0 ? 0 : 1),
            query: context.query,
          }),
          onDone: {
            target: 'ready',
            actions: { type: 'appendItems', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'rememberError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
      },
      failed: {
        on: {
          RETRY: [{ guard: 'neverLoaded', target: 'loadingFirst' }, { target: 'loadingMore' }],
        },
      },
    },
  });
}

export type PagingMachine<T, Q = Record<string, never>> = ReturnType<
  typeof createPagingMachine<T, Q>
>;

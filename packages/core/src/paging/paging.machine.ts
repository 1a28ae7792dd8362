import { assign, fromPromise, setup } from 'xstate';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import type { Page, Pagination } from './page.schema.ts';
import { appendPage, hasNextPage, type PagingRule } from './paging.rules.ts';

/** What one page request carries: the page (1-based), the list's query and a cancel signal. */
export interface PageRequest<Q> {
  page: number;
  query: Q;
  /** Aborted when the request is superseded (a new filter, the list closed). */
  signal: AbortSignalLike;
}

/** How a page is fetched: a flow provides it as the `fetchPage` actor, passing `signal` on. */
export type PageFetcher<T, Q> = (request: PageRequest<Q>) => Promise<Page<T>>;

/** What the `fetchPage` actor is given: the page and the query (and a legacy fetcher). */
export interface FetchPageInput<T, Q> {
  page: number;
  query: Q;
  /** Lists built before `.provide`: the fetcher handed in the input. */
  fetchPage?: PageFetcher<T, Q> | undefined;
}

export interface PagingInput<T, Q> {
  /**
   * Loads one page through a port, passing the signal on to the HTTP call. Prefer providing
   * the `fetchPage` actor (`machine.provide({ actors: { fetchPage } })`): the context then
   * holds data only.
   */
  fetchPage?: PageFetcher<T, Q>;
  /** What makes two items the same; by default an item's `slug`, else its `id`, else itself. */
  keyOf?: (item: T) => string;
  rule?: PagingRule;
  /** The filters and sort of the list; absent means none. */
  query?: Q;
  /** How many pages to read from the start (1 by default). */
  pages?: number;
}

export interface PagingContext<T, Q> {
  /** Only for lists built with a fetcher in their input (not serialisable). */
  fetchPage?: PageFetcher<T, Q>;
  /** Only for lists built with a key function in their input (not serialisable). */
  keyOf?: (item: T) => string;
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
  /** The list reads pages by itself until it has this many (or there are no more). */
  pagesWanted: number;
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
  | { type: 'REMOVE'; key: string }
  /** Reads pages by itself until `page` pages are read (e.g. the address says so). */
  | { type: 'SHOW_UP_TO_PAGE'; page: number };

/** An item's key when the list has no key function: its `slug`, else its `id`, else itself. */
export function itemKey(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const { slug, id } = item as { slug?: string | null; id?: string | number | null };
  return String(slug ?? id ?? '');
}

/** The list's key function: the one it was given, else {@link itemKey}. */
export function keyOfList<T>(
  context: Pick<PagingContext<T, unknown>, 'keyOf'>,
): (item: T) => string {
  return context.keyOf ?? itemKey;
}

/** How many pages a list has read (the server's current page of the last answer). */
export function pagesRead(context: Pick<PagingContext<unknown, unknown>, 'pagination'>): number {
  return context.pagination?.current_page ?? 0;
}

/** The page LOAD_MORE asks for: after a removal the current page again (its last items moved up). */
function nextPageToAsk(
  context: Pick<PagingContext<unknown, unknown>, 'pagination' | 'removedSincePage'>,
): number {
  return pagesRead(context) + (context.removedSincePage > 0 ? 0 : 1);
}

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
      fetchPage: fromPromise<Page<T>, FetchPageInput<T, Q>>(({ input, signal }) => {
        if (!input.fetchPage) {
          return Promise.reject(new Error('paging: provide the fetchPage actor'));
        }
        return input.fetchPage({ page: input.page, query: input.query, signal });
      }),
      // While the list has failed: asks again once the device is back online (a flow provides
      // the host's connection events; without them the member's retry is the only way).
      reconnect: neverReconnect,
    },
    guards: {
      hasNextPage: ({ context }) =>
        context.pagination !== null &&
        !context.exhausted &&
        hasNextPage(context.pagination, context.items.length, context.rule),
      neverLoaded: ({ context }) => context.pagination === null,
      wantsMorePages: ({ context }) =>
        context.pagination !== null &&
        !context.exhausted &&
        pagesRead(context) < context.pagesWanted &&
        hasNextPage(context.pagination, context.items.length, context.rule),
    },
    actions: {
      replaceItems: assign(({ context }, page: Page<T>) => ({
        items: appendPage([], page.data, keyOfList(context), page.pagination.total),
        pagination: page.pagination,
        removedSincePage: 0,
        exhausted: false,
      })),
      appendItems: assign(({ context }, page: Page<T>) => {
        const items = appendPage(
          context.items,
          page.data,
          keyOfList(context),
          page.pagination.total,
        );
        return {
          items,
          pagination: page.pagination,
          removedSincePage: 0,
          exhausted: items.length === context.items.length,
        };
      }),
      // Another list: it reads one page again until asked for more.
      clearList: assign({
        items: [],
        pagination: null,
        removedSincePage: 0,
        exhausted: false,
        pagesWanted: 1,
      }),
      rememberError: assign((_, error: unknown) => ({ error: toClubError(error) })),
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => ({
      ...(input.fetchPage ? { fetchPage: input.fetchPage } : {}),
      ...(input.keyOf ? { keyOf: input.keyOf } : {}),
      pagesWanted: Math.max(1, input.pages ?? 1),
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
      // Page 1 again, replacing: the list reads one page until asked for more.
      RELOAD: { target: '.loadingFirst', reenter: true, actions: assign({ pagesWanted: 1 }) },
      SHOW_UP_TO_PAGE: {
        actions: assign({
          pagesWanted: ({ context, event }) => Math.max(context.pagesWanted, event.page),
        }),
      },
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
          const keyOf = keyOfList(context);
          const items = context.items.filter((item) => keyOf(item) !== event.key);
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
        // Pages asked for ahead (SHOW_UP_TO_PAGE, `pages`) are read one after another.
        always: { guard: 'wantsMorePages', target: 'loadingMore' },
        on: {
          LOAD_MORE: {
            guard: 'hasNextPage',
            target: 'loadingMore',
            actions: assign({
              // One click, one page: re-asking the current page after a removal counts as it.
              pagesWanted: ({ context }) => Math.max(context.pagesWanted, nextPageToAsk(context)),
            }),
          },
        },
      },
      loadingMore: {
        entry: assign({ error: null }),
        invoke: {
          id: 'fetchNext',
          src: 'fetchPage',
          input: ({ context }) => ({
            fetchPage: context.fetchPage,
            page: nextPageToAsk(context),
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
        invoke: { id: 'reconnect', src: 'reconnect' },
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

import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { Page, Pagination } from './page.schema.ts';
import { appendPage, hasNextPage, type PagingRule } from './paging.rules.ts';

export interface PagingInput<T> {
  /** Loads one page (1-based). */
  fetchPage: (page: number) => Promise<Page<T>>;
  /** What makes two items the same: a page never adds one twice. */
  keyOf: (item: T) => string;
  rule?: PagingRule;
}

export interface PagingContext<T> extends Required<PagingInput<T>> {
  items: T[];
  pagination: Pagination | null;
  error: ClubError | null;
}

export type PagingEvent =
  | { type: 'LOAD' }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** An item left the server (deleted): it leaves the list and the total. */
  | { type: 'REMOVE'; key: string };

/**
 * A paged list (SPEC §4 "Paging"): the first load replaces, the next pages append until
 * total (vouchers: while total > from + per_page - 1). While a page loads, LOAD_MORE is
 * ignored, so no page is asked for twice.
 */
export function createPagingMachine<T>() {
  return setup({
    types: {
      context: {} as PagingContext<T>,
      events: {} as PagingEvent,
      input: {} as PagingInput<T>,
    },
    actors: {
      fetchPage: fromPromise<
        Page<T>,
        { fetchPage: (page: number) => Promise<Page<T>>; page: number }
      >(({ input }) => input.fetchPage(input.page)),
    },
    guards: {
      hasNextPage: ({ context }) =>
        context.pagination !== null &&
        hasNextPage(context.pagination, context.items.length, context.rule),
    },
    actions: {
      replaceItems: assign(({ context }, page: Page<T>) => ({
        items: appendPage([], page.data, context.keyOf, page.pagination.total),
        pagination: page.pagination,
      })),
      appendItems: assign(({ context }, page: Page<T>) => ({
        items: appendPage(context.items, page.data, context.keyOf, page.pagination.total),
        pagination: page.pagination,
      })),
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => ({
      fetchPage: input.fetchPage,
      keyOf: input.keyOf,
      rule: input.rule ?? 'untilTotal',
      items: [],
      pagination: null,
      error: null,
    }),
    initial: 'idle',
    on: {
      LOAD: '.loadingFirst',
      REMOVE: {
        actions: assign(({ context, event }) => {
          const items = context.items.filter((item) => context.keyOf(item) !== event.key);
          const removed = context.items.length - items.length;
          return {
            items,
            pagination: context.pagination
              ? { ...context.pagination, total: Math.max(0, context.pagination.total - removed) }
              : null,
          };
        }),
      },
    },
    states: {
      idle: {},
      loadingFirst: {
        entry: assign({ error: null }),
        invoke: {
          id: 'fetchFirst',
          src: 'fetchPage',
          input: ({ context }) => ({ fetchPage: context.fetchPage, page: 1 }),
          onDone: {
            target: 'ready',
            actions: { type: 'replaceItems', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toClubError(event.error) }),
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
            page: (context.pagination?.current_page ?? 0) + 1,
          }),
          onDone: {
            target: 'ready',
            actions: { type: 'appendItems', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toClubError(event.error) }),
          },
        },
      },
      failed: {
        on: {
          RETRY: [
            { guard: ({ context }) => context.pagination === null, target: 'loadingFirst' },
            { target: 'loadingMore' },
          ],
        },
      },
    },
  });
}

export type PagingMachine<T> = ReturnType<typeof createPagingMachine<T>>;

import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import type { Pagination } from './page.schema.ts';
import { itemKey, keyOfList, type PagingEvent, type PagingMachine } from './paging.machine.ts';
import { hasNextPage, type PagingRule } from './paging.rules.ts';

/** A paged list as any view uses it: what to show and what the member can do. */
export interface PagedListApi<T, Q> {
  readonly items: readonly T[];
  /** The server's total, once the first page has answered. */
  readonly total: number | null;
  readonly query: Q;
  /** Page 1 is loading (a view shows skeletons). */
  readonly loading: boolean;
  /** A next page is loading (a view shows skeletons after the items). */
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  /** Loaded, and nothing matched: a view shows its empty state. */
  readonly empty: boolean;
  /** Why the last page failed; `retry()` asks for it again. */
  readonly error: ClubError | null;
  keyOf(item: T): string;
  loadMore(): void;
  retry(): void;
  reload(): void;
  /** Changes some filters (or the order): the list restarts from page 1. */
  filter(query: Partial<Q>): void;
  /** Replaces the whole query (e.g. read from the address). */
  setQuery(query: Q): void;
  /** Takes an item out (deleted, unfavorited): the total drops by one. */
  remove(key: string): void;
}

/** Which step a paged list is at. */
export type PagingStatus = 'loadingFirst' | 'ready' | 'loadingMore' | 'failed';

/** A paged list's data as a parent machine keeps it for its view (serialisable). */
export interface PagingView<T, Q> {
  readonly status: PagingStatus;
  readonly items: readonly T[];
  readonly pagination: Pagination | null;
  readonly error: ClubError | null;
  readonly query: Q;
  readonly rule: PagingRule;
  readonly exhausted: boolean;
}

/** A paged list's data from its snapshot (no functions: a parent may keep it in context). */
export function pagingViewOf<T, Q>(snapshot: SnapshotFrom<PagingMachine<T, Q>>): PagingView<T, Q> {
  const { items, pagination, error, query, rule, exhausted } = snapshot.context;
  const status: PagingStatus = snapshot.matches('loadingFirst')
    ? 'loadingFirst'
    : snapshot.matches('loadingMore')
      ? 'loadingMore'
      : snapshot.matches('failed')
        ? 'failed'
        : 'ready';
  return { status, items, pagination, error, query, rule, exhausted };
}

/** A list that has not answered yet (what a parent shows before its child's first snapshot). */
export function loadingPagingView<T, Q>(
  query: Q,
  rule: PagingRule = 'untilTotal',
): PagingView<T, Q> {
  return {
    status: 'loadingFirst',
    items: [],
    pagination: null,
    error: null,
    query,
    rule,
    exhausted: false,
  };
}

/** The view's API over a paged list's data; `keyOf` is the list's (the default key if none). */
export function pagedListOf<T, Q>(
  view: PagingView<T, Q>,
  send: (event: PagingEvent<Q>) => void,
  keyOf: (item: T) => string = itemKey,
): PagedListApi<T, Q> {
  const { status, items, pagination, error, query, rule, exhausted } = view;
  return {
    items,
    total: pagination?.total ?? null,
    query,
    loading: status === 'loadingFirst',
    loadingMore: status === 'loadingMore',
    hasMore: pagination !== null && !exhausted && hasNextPage(pagination, items.length, rule),
    empty: status === 'ready' && items.length === 0,
    error: status === 'failed' ? error : null,
    keyOf,
    loadMore: () => send({ type: 'LOAD_MORE' }),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    filter: (patch) => send({ type: 'FILTER', query: patch }),
    setQuery: (next) => send({ type: 'SET_QUERY', query: next }),
    remove: (key) => send({ type: 'REMOVE', key }),
  };
}

export function connectPagedList<T, Q>(
  snapshot: SnapshotFrom<PagingMachine<T, Q>>,
  send: (event: PagingEvent<Q>) => void,
): PagedListApi<T, Q> {
  return pagedListOf(pagingViewOf(snapshot), send, keyOfList(snapshot.context));
}

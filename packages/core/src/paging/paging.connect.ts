import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import type { PagingEvent, PagingMachine } from './paging.machine.ts';
import { hasNextPage } from './paging.rules.ts';

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

export function connectPagedList<T, Q>(
  snapshot: SnapshotFrom<PagingMachine<T, Q>>,
  send: (event: PagingEvent<Q>) => void,
): PagedListApi<T, Q> {
  const { items, pagination, error, query, keyOf, rule, exhausted } = snapshot.context;
  const ready = snapshot.matches('ready');
  return {
    items,
    total: pagination?.total ?? null,
    query,
    loading: snapshot.matches('loadingFirst'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore: pagination !== null && !exhausted && hasNextPage(pagination, items.length, rule),
    empty: ready && items.length === 0,
    error: snapshot.matches('failed') ? error : null,
    keyOf,
    loadMore: () => send({ type: 'LOAD_MORE' }),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    filter: (patch) => send({ type: 'FILTER', query: patch }),
    setQuery: (next) => send({ type: 'SET_QUERY', query: next }),
    remove: (key) => send({ type: 'REMOVE', key }),
  };
}

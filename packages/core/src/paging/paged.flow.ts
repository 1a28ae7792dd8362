import { flow, type Flow } from '../shared/flow.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Page } from './page.schema.ts';
import { createPagingMachine, type PageRequest, type PagingMachine } from './paging.machine.ts';
import type { PagingRule } from './paging.rules.ts';

/** Loads one page of a list through a port (each context owns the fetchers of its lists). */
export type PageFetcher<T, Q> = (request: PageRequest<Q>) => Promise<Page<T>>;

// One paging logic for every list: the item type only matters to the views.
const pagingMachine = createPagingMachine<unknown, Record<string, unknown>>();

/** An item's identity in a page: its slug, else its id. */
export function pageItemKey(item: unknown): string {
  const { slug, id } = item as { slug?: string | null; id?: string | number | null };
  return String(slug ?? id ?? '');
}

/**
 * A paged list over one fetcher, on the host's clock; it loads page 1 as soon as it starts,
 * and after a failure while offline it asks again by itself once the host is back online.
 * The contexts build their lists with it, so that paging itself knows no domain.
 */
export function pagedFlow<T, Q>(
  host: FlowHost,
  fetchPage: PageFetcher<T, Q>,
  query: Q,
  rule: PagingRule = 'untilTotal',
): Flow<PagingMachine<T, Q>> {
  // A list that failed for want of a connection asks again once the host says it is back.
  return flow(
    reconnecting(pagingMachine, host.runtime.reconnect) as unknown as PagingMachine<T, Q>,
    { fetchPage, keyOf: pageItemKey, rule, query },
    host.runtime.clock,
  );
}

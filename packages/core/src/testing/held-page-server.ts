import type { Page } from '../paging/page.schema.ts';
import type { PageRequest } from '../paging/paging.machine.ts';
import { pageOf } from './fake-pages.ts';

/** The query of the kit's numbered lists: which numbers (by parity) and in which order. */
export interface NumberQuery {
  parity?: 'even' | 'odd';
  order?: 'asc' | 'desc';
}

/** The numbers of `items` a query keeps, in its order. */
export function numbersMatching(items: readonly number[], query: NumberQuery): number[] {
  const kept = items.filter(
    (item) => query.parity === undefined || (query.parity === 'even') === (item % 2 === 0),
  );
  return query.order === 'desc' ? kept.reverse() : kept;
}

/** One request a held server received; it waits until the test answers or fails it. */
export interface HeldPageRequest extends PageRequest<NumberQuery> {
  settled: boolean;
  /** Answers with the page cut from what the server holds at that moment. */
  answer(): void;
  fail(error: unknown): void;
}

export interface HeldPageServer {
  /** 1..total; a test may take numbers out (a deletion on the server). */
  items: number[];
  requests: HeldPageRequest[];
  unsettled(): HeldPageRequest[];
  fetchPage(request: PageRequest<NumberQuery>): Promise<Page<number>>;
}

/**
 * A paged API of the numbers 1..total whose every request waits for the test, so the test
 * decides the order in which answers arrive (a late answer, a superseded request).
 */
export function createHeldPageServer(total: number, perPage: number): HeldPageServer {
  const items = Array.from({ length: total }, (_, index) => index + 1);
  const requests: HeldPageRequest[] = [];
  return {
    items,
    requests,
    unsettled: () => requests.filter((request) => !request.settled),
    fetchPage: (request) =>
      new Promise((resolve, reject) => {
        const held: HeldPageRequest = {
          ...request,
          settled: false,
          answer: () => {
            held.settled = true;
            resolve(pageOf(numbersMatching(items, request.query), request.page, perPage));
          },
          fail: (error) => {
            held.settled = true;
            reject(error);
          },
        };
        requests.push(held);
      }),
  };
}

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  checkModel,
  createHeldPageServer,
  numbersMatching,
  pageOf,
  pagingCommands,
  settle,
  startHeldPaging,
  stateValues,
  type NumberQuery,
} from '@clube/core/testing';
import type { Page } from './page.schema.ts';
import { createPagingMachine, type PageRequest } from './paging.machine.ts';

type Query = NumberQuery;

const pagingMachine = createPagingMachine<number, Query>();

const numbersUpTo = (total: number): number[] =>
  Array.from({ length: total }, (_, index) => index + 1);

/** A server of 1..total that answers at once and records every request it was asked. */
function serverOf(total: number, perPage: number) {
  const items = numbersUpTo(total);
  const requests: PageRequest<Query>[] = [];
  return {
    requests,
    pages: () => requests.map((request) => request.page),
    fetchPage: async (request: PageRequest<Query>): Promise<Page<number>> => {
      requests.push(request);
      return pageOf(numbersMatching(items, request.query), request.page, perPage);
    },
  };
}

function start(fetchPage: (request: PageRequest<Query>) => Promise<Page<number>>, query?: Query) {
  return createActor(pagingMachine, {
    input: { fetchPage, keyOf: String, ...(query ? { query } : {}) },
  }).start();
}

describe('paging machine', () => {
  it('loads page 1 as soon as it starts, with no event, with its query', async () => {
    const server = serverOf(20, 9);
    const actor = start(server.fetchPage, { parity: 'odd' });
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    expect(server.requests).toMatchObject([{ page: 1, query: { parity: 'odd' } }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17]);
  });

  it('replaces on the first load and appends next pages until total', async () => {
    const server = serverOf(20, 9);
    const actor = start(server.fetchPage);
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(9);
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' }); // ignored while loading: no page twice
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    actor.send({ type: 'LOAD_MORE' }); // all 20 shown: nothing more to ask
    await settle();
    expect(server.pages()).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.items).toEqual(numbersUpTo(20));
    actor.send({ type: 'RELOAD' });
    await settle();
    expect(server.pages()).toEqual([1, 2, 3, 1]);
    expect(actor.getSnapshot().context.items).toEqual(numbersUpTo(9));
  });

  it('vouchers load more only while total > from + per_page - 1', async () => {
    const server = serverOf(9, 9);
    const actor = start(server.fetchPage);
    actor.stop();
    const vouchers = createActor(pagingMachine, {
      input: { fetchPage: server.fetchPage, keyOf: String, rule: 'vouchers' },
    }).start();
    await settle();
    vouchers.send({ type: 'LOAD_MORE' });
    await settle();
    expect(server.pages()).toEqual([1, 1]);
    expect(vouchers.getSnapshot().value).toBe('ready');
  });

  it('keeps the error and retries the page that failed', async () => {
    let fail = true;
    const server = serverOf(20, 9);
    const fetchPage = async (request: PageRequest<Query>) => {
      if (fail && request.page === 2) throw { kind: 'network', message: 'offline' };
      return server.fetchPage(request);
    };
    const actor = start(fetchPage);
    actor.send({ type: 'RETRY' }); // nothing failed: ignored
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', message: 'offline' });
    expect(actor.getSnapshot().context.items).toHaveLength(9);
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(server.pages()).toEqual([1, 2]);
    expect(actor.getSnapshot().context.items).toHaveLength(18);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('after a removal, one LOAD_MORE asks the current page again and nothing more', async () => {
    const items = numbersUpTo(3);
    const asked: number[] = [];
    const fetchPage = async (request: PageRequest<Query>) => {
      asked.push(request.page);
      return pageOf(items, request.page, 1);
    };
    const actor = start(fetchPage);
    await settle();
    items.splice(0, 1); // the member deletes 1: it leaves the server, then the list
    actor.send({ type: 'REMOVE', key: '1' });
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    // Page 1 now starts at 2; page 2 is for the member's next click (CI seed 1459328434).
    expect(asked).toEqual([1, 1]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual([2]);
  });

  it('retries the first page when nothing loaded yet', async () => {
    let fail = true;
    const fetchPage = async (request: PageRequest<Query>) => {
      if (fail) throw new Error('boom');
      return pageOf([1, 2], request.page, 9);
    };
    const actor = start(fetchPage);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', message: 'boom' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([1, 2]);
  });

  it('FILTER and SORT merge into the query, SET_QUERY replaces it; each restarts from page 1', async () => {
    const server = serverOf(20, 4);
    const actor = start(server.fetchPage, { order: 'asc' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(numbersUpTo(8));

    actor.send({ type: 'FILTER', query: { parity: 'even' } });
    // The old pages leave at once: a view shows skeletons, not the last query's items.
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([2, 4, 6, 8]);

    actor.send({ type: 'SORT', query: { order: 'desc' } });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([20, 18, 16, 14]);

    actor.send({ type: 'SET_QUERY', query: { parity: 'odd' } });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([1, 3, 5, 7]);
    expect(actor.getSnapshot().context.query).toEqual({ parity: 'odd' });

    expect(server.requests.map(({ page, query }) => ({ page, query }))).toEqual([
      { page: 1, query: { order: 'asc' } },
      { page: 2, query: { order: 'asc' } },
      { page: 1, query: { order: 'asc', parity: 'even' } },
      { page: 1, query: { order: 'desc', parity: 'even' } },
      { page: 1, query: { parity: 'odd' } },
    ]);
  });

  it('aborts the signal of a superseded request, and its late answer never reaches the items', async () => {
    const server = createHeldPageServer(12, 4);
    const actor = start(server.fetchPage);
    const [first] = server.requests;
    expect(first?.signal.aborted).toBe(false);

    actor.send({ type: 'FILTER', query: { parity: 'even' } });
    const second = server.requests[1];
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);

    // The first answer arrives after the filter: it is dropped, the list still waits.
    first?.answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    expect(actor.getSnapshot().context.items).toEqual([]);

    second?.answer();
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([2, 4, 6, 8]);
  });

  it('aborts a next page superseded by a new query, and the signal of the list that closes', async () => {
    const server = createHeldPageServer(12, 4);
    const actor = start(server.fetchPage);
    server.requests[0]?.answer();
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    const nextPage = server.requests[1];
    expect(nextPage?.page).toBe(2);
    actor.send({ type: 'SET_QUERY', query: { parity: 'odd' } });
    expect(nextPage?.signal.aborted).toBe(true);
    nextPage?.answer();
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([]);

    const open = server.requests[2];
    actor.stop();
    expect(open?.signal.aborted).toBe(true);
  });

  it('a late failure of a superseded request does not fail the list', async () => {
    const server = createHeldPageServer(12, 4);
    const actor = start(server.fetchPage);
    actor.send({ type: 'RELOAD' });
    server.requests[0]?.fail({ kind: 'network', message: 'late' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingFirst');
    server.requests[1]?.answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('REMOVE takes the item out and drops the total by one; an unknown key changes nothing', async () => {
    const server = serverOf(20, 9);
    const actor = start(server.fetchPage);
    actor.send({ type: 'REMOVE', key: '1' }); // nothing loaded yet: no total to change
    expect(actor.getSnapshot().context.pagination).toBeNull();
    await settle();
    actor.send({ type: 'REMOVE', key: '3' });
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    expect(actor.getSnapshot().context.pagination?.total).toBe(19);
    actor.send({ type: 'REMOVE', key: '999' });
    expect(actor.getSnapshot().context.items).toHaveLength(8);
    expect(actor.getSnapshot().context.pagination?.total).toBe(19);
  });

  it('after a deletion on the server, asks the current page again so that no item is skipped', async () => {
    const server = [1, 2, 3, 4, 5, 6, 7];
    const asked: number[] = [];
    const actor = createActor(createPagingMachine<number>(), {
      input: {
        fetchPage: async ({ page }) => {
          asked.push(page);
          return pageOf(server, page, 3);
        },
        keyOf: String,
      },
    }).start();
    await settle();
    server.splice(1, 1); // 2 is deleted on the server…
    actor.send({ type: 'REMOVE', key: '2' }); // …and leaves the list
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'LOAD_MORE' });
      await settle();
    }
    expect(actor.getSnapshot().context.items).toEqual([1, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([1, 1, 2]);
  });

  it('stops asking when a next page brings nothing new, whatever the total says', async () => {
    const asked: number[] = [];
    const actor = createActor(createPagingMachine<number>(), {
      input: {
        fetchPage: async ({ page }) => {
          asked.push(page);
          // The server claims 10 but has only 3.
          const data = page === 1 ? [1, 2, 3] : [];
          return {
            data,
            pagination: { to: 3, from: 1, total: 10, per_page: 3, current_page: page },
          };
        },
        keyOf: String,
      },
    }).start();
    await settle();
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'LOAD_MORE' });
      await settle();
    }
    expect(asked).toEqual([1, 2]);
  });

  it('reaches every state in the model (xstate/graph)', () => {
    const first = pageOf([1, 2, 3], 1, 2);
    const { reached } = checkModel(pagingMachine, {
      input: { fetchPage: async () => first, keyOf: String },
      events: [
        { type: 'LOAD_MORE' },
        { type: 'RETRY' },
        { type: 'RELOAD' },
        { type: 'FILTER', query: { parity: 'odd' } },
        { type: 'SET_QUERY', query: {} },
        { type: 'REMOVE', key: '1' },
        { type: 'xstate.done.actor.fetchFirst', output: first },
        { type: 'xstate.done.actor.fetchNext', output: pageOf([1, 2, 3], 2, 2) },
        { type: 'xstate.error.actor.fetchFirst', error: new Error('x') },
        { type: 'xstate.error.actor.fetchNext', error: new Error('x') },
      ],
      invariant: (snapshot) => {
        const { items, pagination } = snapshot.context;
        expect(new Set(items).size).toBe(items.length);
        expect(items.length).toBeLessThanOrEqual(pagination?.total ?? 0);
      },
    });
    expect(reached).toEqual(stateValues('loadingFirst', 'ready', 'loadingMore', 'failed'));
  });

  // Model run: any sequence of more-loads, filters, removals, answers (late ones too) and
  // failures, checked after every step against the kit's model (`pagingCommands`): which
  // request should be in flight and what is shown.
  test.prop([
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: 1, max: 8 }),
    fc.commands(pagingCommands(), { maxCommands: 25 }),
  ])(
    'agrees with the model: no duplicates, never past total, pages asked in order, late answers dropped',
    async (total, perPage, commands) => {
      const list = startHeldPaging(total, perPage);
      await fc.asyncModelRun(list.setup, commands);
      // Every page asked after the first is the one after the page shown before it.
      list.server.requests.forEach((request, index) => {
        if (index > 0 && request.page !== 1) {
          expect([request.page - 1, request.page]).toContain(list.server.requests[index - 1]?.page);
        }
      });
      list.stop();
    },
  );
});

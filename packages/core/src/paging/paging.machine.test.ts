import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageOf } from '../testing/fake-pages.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Page } from './page.schema.ts';
import { createPagingMachine, type PageRequest } from './paging.machine.ts';

/** The query of the test lists: which numbers (by parity) and in which order. */
type Query = { parity?: 'even' | 'odd'; order?: 'asc' | 'desc' };

const pagingMachine = createPagingMachine<number, Query>();

const numbersUpTo = (total: number): number[] =>
  Array.from({ length: total }, (_, index) => index + 1);

const matching = (items: readonly number[], query: Query): number[] => {
  const kept = items.filter(
    (item) => query.parity === undefined || (query.parity === 'even') === (item % 2 === 0),
  );
  return query.order === 'desc' ? kept.reverse() : kept;
};

/** A server of 1..total that answers at once and records every request it was asked. */
function serverOf(total: number, perPage: number) {
  const items = numbersUpTo(total);
  const requests: PageRequest<Query>[] = [];
  return {
    requests,
    pages: () => requests.map((request) => request.page),
    fetchPage: async (request: PageRequest<Query>): Promise<Page<number>> => {
      requests.push(request);
      return pageOf(matching(items, request.query), request.page, perPage);
    },
  };
}

interface HeldRequest extends PageRequest<Query> {
  settled: boolean;
  answer(): void;
  fail(error: unknown): void;
}

/**
 * A server whose every request waits until the test answers or fails it, so the test
 * decides the order in which answers arrive (a late answer, a superseded request).
 */
function heldServerOf(total: number, perPage: number) {
  const items = numbersUpTo(total);
  const requests: HeldRequest[] = [];
  return {
    items,
    requests,
    unsettled: () => requests.filter((request) => !request.settled),
    fetchPage: (request: PageRequest<Query>): Promise<Page<number>> =>
      new Promise((resolve, reject) => {
        const held: HeldRequest = {
          ...request,
          settled: false,
          // The page is cut when the answer leaves, from what the server holds then.
          answer: () => {
            held.settled = true;
            resolve(pageOf(matching(items, request.query), request.page, perPage));
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
    const server = heldServerOf(12, 4);
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
    const server = heldServerOf(12, 4);
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
    const server = heldServerOf(12, 4);
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
  // failures, checked against a model of which request should be in flight and what is shown.
  type Model = {
    perPage: number;
    query: Query;
    /** The request the list should be waiting for. */
    pending: { page: number; query: Query } | null;
    failed: boolean;
    lastPage: number;
    /** The server's total as the list knows it (null before page 1). */
    knownTotal: number | null;
    shown: number[];
    /** Items removed since the last page: the next request asks that page again. */
    removedSincePage: number;
    /** A next page brought nothing new: no more requests. */
    exhausted: boolean;
  };
  type Real = {
    actor: ReturnType<typeof start>;
    server: ReturnType<typeof heldServerOf>;
    removed: Set<number>;
  };
  type PagingCommand = fc.AsyncCommand<Model, Real>;

  const expectedState = (model: Model): string =>
    model.failed
      ? 'failed'
      : model.pending === null
        ? 'ready'
        : // Nothing arrived yet for this query: page 1's first load; else the next page (which
          // may be page 1 again after a removal).
          model.lastPage === 0
          ? 'loadingFirst'
          : 'loadingMore';

  const agree = (model: Model, real: Real): void => {
    const snapshot = real.actor.getSnapshot();
    const { items, pagination } = snapshot.context;
    expect(snapshot.value).toBe(expectedState(model));
    expect(items).toEqual(model.shown);
    // No duplicates, never past total, nothing of another query, nothing removed.
    expect(new Set(items).size).toBe(items.length);
    expect(items.length).toBeLessThanOrEqual(pagination?.total ?? 0);
    expect(items).toEqual(matching(items, { parity: model.query.parity }));
    expect(items.filter((item) => real.removed.has(item))).toEqual([]);
    // One live request at most, the one the model expects; every other one is aborted.
    const live = real.server.unsettled().filter((request) => !request.signal.aborted);
    expect(live.map(({ page, query }) => ({ page, query }))).toEqual(
      model.pending ? [model.pending] : [],
    );
  };

  /** What the list shows after the page it waited for arrives (the server as it is now). */
  const receive = (model: Model, real: Real): void => {
    const asked = model.pending!;
    const page = pageOf(matching(real.server.items, asked.query), asked.page, model.perPage);
    const before = asked.page === 1 ? [] : model.shown;
    const added = page.data.filter((item) => !before.includes(item));
    model.shown = [...before, ...added];
    model.knownTotal = page.pagination.total;
    model.lastPage = asked.page;
    model.pending = null;
    model.removedSincePage = 0;
    model.exhausted = asked.page !== 1 && added.length === 0;
  };
  const nextPage = (model: Model): number => model.lastPage + (model.removedSincePage > 0 ? 0 : 1);

  const restart = (model: Model, query: Query): void => {
    model.query = query;
    model.shown = [];
    model.knownTotal = null;
    model.lastPage = 0;
    model.failed = false;
    model.pending = { page: 1, query };
    model.removedSincePage = 0;
    model.exhausted = false;
  };

  const loadMore = fc.constant<PagingCommand>({
    check: () => true,
    run: async (model, real) => {
      real.actor.send({ type: 'LOAD_MORE' });
      const ready = !model.failed && model.pending === null;
      const more =
        model.knownTotal !== null && !model.exhausted && model.shown.length < model.knownTotal;
      if (ready && more) model.pending = { page: nextPage(model), query: model.query };
      agree(model, real);
    },
    toString: () => 'LoadMore',
  });
  const filter = fc.constantFrom<Query['parity']>('even', 'odd').map<PagingCommand>((parity) => ({
    check: () => true,
    run: async (model, real) => {
      real.actor.send({ type: 'FILTER', query: { parity } });
      restart(model, { ...model.query, parity });
      agree(model, real);
    },
    toString: () => `Filter(${String(parity)})`,
  }));
  const sort = fc.constantFrom<Query['order']>('asc', 'desc').map<PagingCommand>((order) => ({
    check: () => true,
    run: async (model, real) => {
      real.actor.send({ type: 'SORT', query: { order } });
      restart(model, { ...model.query, order });
      agree(model, real);
    },
    toString: () => `Sort(${String(order)})`,
  }));
  const remove = fc.nat().map<PagingCommand>((index) => ({
    check: (model) => model.shown.length > 0,
    run: async (model, real) => {
      // The member deletes an item they see: it leaves the server, then the list.
      const item = model.shown[index % model.shown.length]!;
      real.removed.add(item);
      const onServer = real.server.items.indexOf(item);
      if (onServer >= 0) real.server.items.splice(onServer, 1);
      real.actor.send({ type: 'REMOVE', key: String(item) });
      model.shown = model.shown.filter((shown) => shown !== item);
      if (model.knownTotal !== null) model.knownTotal -= 1;
      model.removedSincePage += 1;
      agree(model, real);
    },
    toString: () => `Remove(#${index})`,
  }));
  // Answer or Fail any request still open, the live one or a superseded one.
  const settleOne = (outcome: 'Answer' | 'Fail') =>
    fc.nat().map<PagingCommand>((index) => ({
      check: () => true,
      run: async (model, real) => {
        const open = real.server.unsettled();
        if (open.length === 0) return;
        const request = open[index % open.length]!;
        const live = !request.signal.aborted;
        if (outcome === 'Answer') {
          if (live) receive(model, real);
          request.answer();
        } else {
          if (live) {
            model.pending = null;
            model.failed = true;
          }
          request.fail({ kind: 'network', message: 'offline' });
        }
        await settle();
        agree(model, real);
      },
      toString: () => `${outcome}(#${index})`,
    }));
  const retry = fc.constant<PagingCommand>({
    check: () => true,
    run: async (model, real) => {
      real.actor.send({ type: 'RETRY' });
      if (model.failed) {
        model.failed = false;
        model.pending = {
          page: model.knownTotal === null ? 1 : nextPage(model),
          query: model.query,
        };
      }
      agree(model, real);
    },
    toString: () => 'Retry',
  });

  test.prop([
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: 1, max: 8 }),
    fc.commands([loadMore, filter, sort, remove, settleOne('Answer'), settleOne('Fail'), retry], {
      maxCommands: 25,
    }),
  ])(
    'agrees with the model: no duplicates, never past total, pages asked in order, late answers dropped',
    async (total, perPage, commands) => {
      const server = heldServerOf(total, perPage);
      const actor = start(server.fetchPage);
      await fc.asyncModelRun(
        () => ({
          model: {
            perPage,
            query: {},
            pending: { page: 1, query: {} },
            failed: false,
            lastPage: 0,
            knownTotal: null,
            shown: [],
            removedSincePage: 0,
            exhausted: false,
          },
          real: { actor, server, removed: new Set<number>() },
        }),
        commands,
      );
      // Every page asked after the first is the one after the page shown before it.
      server.requests.forEach((request, index) => {
        if (index > 0 && request.page !== 1) {
          expect([request.page - 1, request.page]).toContain(server.requests[index - 1]?.page);
        }
      });
      actor.stop();
    },
  );
});

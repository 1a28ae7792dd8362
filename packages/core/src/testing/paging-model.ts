import * as fc from 'fast-check';
import { createActor, type ActorRefFrom } from 'xstate';
import { createPagingMachine } from '../paging/paging.machine.ts';
import { pageOf } from './fake-pages.ts';
import {
  createHeldPageServer,
  numbersMatching,
  type HeldPageServer,
  type NumberQuery,
} from './held-page-server.ts';
import { settle } from './simulated-time.ts';

const numberPagingMachine = createPagingMachine<number, NumberQuery>();

/** What the paged list should be doing, as the model sees it. */
export interface PagingModel {
  perPage: number;
  query: NumberQuery;
  /** The request the list should be waiting for. */
  pending: { page: number; query: NumberQuery } | null;
  failed: boolean;
  lastPage: number;
  /** The server's total as the list knows it (null before page 1). */
  knownTotal: number | null;
  shown: number[];
  /** Items removed since the last page: the next request asks that page again. */
  removedSincePage: number;
  /** A next page brought nothing new: no more requests. */
  exhausted: boolean;
}

/** The paged list under test, over a server that answers only when a command says so. */
export interface PagingReal {
  actor: ActorRefFrom<typeof numberPagingMachine>;
  server: HeldPageServer;
  /** The numbers the member deleted: none may come back. */
  removed: Set<number>;
}

export type PagingCommand = fc.AsyncCommand<PagingModel, PagingReal>;

/** A paged list of the numbers 1..total, `perPage` a page, whose server holds every request. */
export function startHeldPaging(
  total: number,
  perPage: number,
): PagingReal & {
  /** For `fc.asyncModelRun`: the model and this list. */
  setup: () => { model: PagingModel; real: PagingReal };
  stop(): void;
} {
  const server = createHeldPageServer(total, perPage);
  const actor = createActor(numberPagingMachine, {
    input: { fetchPage: server.fetchPage, keyOf: String },
  }).start();
  const real: PagingReal = { actor, server, removed: new Set<number>() };
  return {
    ...real,
    setup: () => ({
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
      real,
    }),
    stop: () => actor.stop(),
  };
}

/** JSON with sorted keys, so that two equal queries compare equal whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const expectedState = (model: PagingModel): string =>
  model.failed
    ? 'failed'
    : model.pending === null
      ? 'ready'
      : // Nothing arrived yet for this query: page 1's first load; else the next page (which
        // may be page 1 again after a removal).
        model.lastPage === 0
        ? 'loadingFirst'
        : 'loadingMore';

/**
 * Throws when the list and the model disagree: its state and items; no duplicates, never past
 * total, nothing of another query, nothing deleted; one live request at most, the one the
 * model expects (every other one aborted); each next page the one after the page before it.
 */
export function agreeWithPagingModel(model: PagingModel, real: PagingReal): void {
  const snapshot = real.actor.getSnapshot();
  const { items, pagination } = snapshot.context;
  const live = real.server
    .unsettled()
    .filter((request) => !request.signal.aborted)
    .map(({ page, query }) => ({ page, query }));
  const expectedLive = model.pending ? [model.pending] : [];
  const asked = real.server.requests.map((request) => request.page);
  const problems = [
    snapshot.value === expectedState(model)
      ? null
      : `state ${String(snapshot.value)}, model ${expectedState(model)}`,
    canonical(items) === canonical(model.shown)
      ? null
      : `shows ${canonical(items)}, model ${canonical(model.shown)}`,
    new Set(items).size === items.length ? null : 'an item is shown twice',
    items.length <= (pagination?.total ?? 0)
      ? null
      : `${items.length} items, past the total ${pagination?.total ?? 0}`,
    canonical(items) === canonical(numbersMatching(items, { parity: model.query.parity }))
      ? null
      : `an item outside the filter ${canonical(model.query)}`,
    items.some((item) => real.removed.has(item)) ? 'a deleted item is shown' : null,
    canonical(live) === canonical(expectedLive)
      ? null
      : `live requests ${canonical(live)}, model ${canonical(expectedLive)}`,
    asked.every(
      (page, index) => index === 0 || page === 1 || [page - 1, page].includes(asked[index - 1]!),
    )
      ? null
      : `pages asked out of order: ${asked.join(', ')}`,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`paging model: ${problems.join('; ')}`);
}

/** What the list shows after the page it waited for arrives (the server as it is now). */
const receive = (model: PagingModel, real: PagingReal): void => {
  const asked = model.pending!;
  const page = pageOf(numbersMatching(real.server.items, asked.query), asked.page, model.perPage);
  const before = asked.page === 1 ? [] : model.shown;
  const added = page.data.filter((item) => !before.includes(item));
  model.shown = [...before, ...added];
  model.knownTotal = page.pagination.total;
  model.lastPage = asked.page;
  model.pending = null;
  model.removedSincePage = 0;
  model.exhausted = asked.page !== 1 && added.length === 0;
};

const nextPage = (model: PagingModel): number =>
  model.lastPage + (model.removedSincePage > 0 ? 0 : 1);

const restart = (model: PagingModel, query: NumberQuery): void => {
  model.query = query;
  model.shown = [];
  model.knownTotal = null;
  model.lastPage = 0;
  model.failed = false;
  model.pending = { page: 1, query };
  model.removedSincePage = 0;
  model.exhausted = false;
};

const command = (
  label: string,
  step: (model: PagingModel, real: PagingReal) => Promise<void> | void,
  check: (model: Readonly<PagingModel>) => boolean = () => true,
): PagingCommand => ({
  check,
  run: async (model, real) => {
    await step(model, real);
    agreeWithPagingModel(model, real);
  },
  toString: () => label,
});

/**
 * The paging machine's `fc.commands` model: load more, filter, sort, delete a shown item
 * (from the server and the list), answer or fail any open request (the live one or a
 * superseded, late one) and retry. After every step it checks `agreeWithPagingModel`.
 */
export function pagingCommands(): fc.Arbitrary<PagingCommand>[] {
  const loadMore = fc.constant(
    command('LoadMore', (model, real) => {
      real.actor.send({ type: 'LOAD_MORE' });
      const ready = !model.failed && model.pending === null;
      const more =
        model.knownTotal !== null && !model.exhausted && model.shown.length < model.knownTotal;
      if (ready && more) model.pending = { page: nextPage(model), query: model.query };
    }),
  );
  const filter = fc.constantFrom('even' as const, 'odd' as const).map((parity) =>
    command(`Filter(${parity})`, (model, real) => {
      real.actor.send({ type: 'FILTER', query: { parity } });
      restart(model, { ...model.query, parity });
    }),
  );
  const sort = fc.constantFrom('asc' as const, 'desc' as const).map((order) =>
    command(`Sort(${order})`, (model, real) => {
      real.actor.send({ type: 'SORT', query: { order } });
      restart(model, { ...model.query, order });
    }),
  );
  const remove = fc.nat().map((index) =>
    command(
      `Remove(#${index})`,
      (model, real) => {
        // The member deletes an item they see: it leaves the server, then the list.
        const item = model.shown[index % model.shown.length]!;
        real.removed.add(item);
        const onServer = real.server.items.indexOf(item);
        if (onServer >= 0) real.server.items.splice(onServer, 1);
        real.actor.send({ type: 'REMOVE', key: String(item) });
        model.shown = model.shown.filter((shown) => shown !== item);
        if (model.knownTotal !== null) model.knownTotal -= 1;
        model.removedSincePage += 1;
      },
      (model) => model.shown.length > 0,
    ),
  );
  // Answer or fail any request still open, the live one or a superseded one.
  const settleOne = (outcome: 'Answer' | 'Fail') =>
    fc.nat().map((index) =>
      command(`${outcome}(#${index})`, async (model, real) => {
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
      }),
    );
  const retry = fc.constant(
    command('Retry', (model, real) => {
      real.actor.send({ type: 'RETRY' });
      if (!model.failed) return;
      model.failed = false;
      model.pending = {
        page: model.knownTotal === null ? 1 : nextPage(model),
        query: model.query,
      };
    }),
  );
  return [loadMore, filter, sort, remove, settleOne('Answer'), settleOne('Fail'), retry];
}

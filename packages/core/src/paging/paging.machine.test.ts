import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageOf } from '../testing/fake-pages.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Page } from './page.schema.ts';
import { createPagingMachine } from './paging.machine.ts';

const pagingMachine = createPagingMachine<number>();

function serverOf(total: number, perPage: number, calls: number[] = []) {
  const items = Array.from({ length: total }, (_, index) => index + 1);
  return {
    calls,
    fetchPage: async (page: number): Promise<Page<number>> => {
      calls.push(page);
      return pageOf(items, page, perPage);
    },
  };
}

describe('paging machine', () => {
  it('replaces on the first load and appends next pages until total', async () => {
    const server = serverOf(20, 9);
    const actor = createActor(pagingMachine, {
      input: { fetchPage: server.fetchPage, keyOf: String },
    }).start();
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(9);
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' }); // ignored while loading: no page twice
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(server.calls).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.items).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(9);
  });

  it('vouchers load more only while total > from + per_page - 1', async () => {
    const server = serverOf(9, 9);
    const actor = createActor(pagingMachine, {
      input: { fetchPage: server.fetchPage, keyOf: String, rule: 'vouchers' },
    }).start();
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(server.calls).toEqual([1]);
  });

  it('keeps the error and retries the page that failed', async () => {
    let fail = true;
    const server = serverOf(20, 9);
    const fetchPage = async (page: number) => {
      if (fail && page === 2) throw { kind: 'network', message: 'offline' };
      return server.fetchPage(page);
    };
    const actor = createActor(pagingMachine, { input: { fetchPage, keyOf: String } }).start();
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', message: 'offline' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(18);
    actor.send({ type: 'REMOVE', key: '3' });
    expect(actor.getSnapshot().context.items).toHaveLength(17);
    expect(actor.getSnapshot().context.pagination?.total).toBe(19);
  });

  it('retries the first page when nothing loaded yet', async () => {
    let fail = true;
    const fetchPage = async (page: number) => {
      if (fail) throw new Error('boom');
      return pageOf([1, 2], page, 9);
    };
    const actor = createActor(pagingMachine, { input: { fetchPage, keyOf: String } }).start();
    actor.send({ type: 'REMOVE', key: '1' });
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', message: 'boom' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([1, 2]);
  });

  it('reaches every state in the model (xstate/graph)', () => {
    const page = pageOf([1, 2, 3], 1, 2);
    const { reached } = checkModel(pagingMachine, {
      input: { fetchPage: async () => page, keyOf: String },
      events: [
        { type: 'LOAD' },
        { type: 'LOAD_MORE' },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.fetchFirst', output: page },
        { type: 'xstate.done.actor.fetchNext', output: pageOf([1, 2, 3], 2, 2) },
        { type: 'xstate.error.actor.fetchNext', error: new Error('x') },
      ],
      invariant: (snapshot) => {
        const { items, pagination } = snapshot.context;
        expect(new Set(items).size).toBe(items.length);
        expect(items.length).toBeLessThanOrEqual(pagination?.total ?? 0);
      },
    });
    expect(reached).toEqual(stateValues('idle', 'loadingFirst', 'ready', 'loadingMore', 'failed'));
  });

  // Model run: any sequence of loads, more-loads and removals against a server of N items.
  type Model = { total: number };
  type Real = { actor: ReturnType<typeof createActor<typeof pagingMachine>>; calls: number[] };
  const check = (real: Real, model: Model) => {
    const { items, pagination } = real.actor.getSnapshot().context;
    expect(new Set(items).size).toBe(items.length);
    expect(items.length).toBeLessThanOrEqual(Math.max(model.total, pagination?.total ?? 0));
    expect([...items].sort((a, b) => a - b)).toEqual(items);
  };
  const commands = [
    fc.constant<fc.AsyncCommand<Model, Real>>({
      check: () => true,
      run: async (model, real) => {
        real.actor.send({ type: 'LOAD' });
        await settle();
        check(real, model);
      },
      toString: () => 'LOAD',
    }),
    fc.integer({ min: 1, max: 3 }).map<fc.AsyncCommand<Model, Real>>((times) => ({
      check: () => true,
      run: async (model, real) => {
        for (let i = 0; i < times; i += 1) real.actor.send({ type: 'LOAD_MORE' });
        await settle();
        check(real, model);
      },
      toString: () => `LOAD_MORE x${times}`,
    })),
  ];
  test.prop([
    fc.integer({ min: 0, max: 40 }),
    fc.integer({ min: 1, max: 12 }),
    fc.commands(commands, { maxCommands: 15 }),
  ])(
    'never duplicates, never passes total, never asks a page twice in a row',
    async (total, perPage, cmds) => {
      const server = serverOf(total, perPage);
      const actor = createActor(pagingMachine, {
        input: { fetchPage: server.fetchPage, keyOf: String },
      }).start();
      await fc.asyncModelRun(
        () => ({ model: { total }, real: { actor, calls: server.calls } }),
        cmds,
      );
      server.calls.forEach((page, index) => {
        if (index > 0 && page !== 1) expect(page).toBe((server.calls[index - 1] ?? 0) + 1);
      });
      actor.stop();
    },
  );
});

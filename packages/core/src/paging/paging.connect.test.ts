import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pageOf } from '../testing/fake-pages.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectPagedList } from './paging.connect.ts';
import type { Page } from './page.schema.ts';
import { createPagingMachine, type PageRequest } from './paging.machine.ts';

type Query = { parity?: 'even' | 'odd' };
const pagingMachine = createPagingMachine<number, Query>();

/** A list whose pages wait for the test: each `answer`/`fail` settles the oldest request. */
function startList(total: number, perPage: number, rule?: 'vouchers') {
  const items = Array.from({ length: total }, (_, index) => index + 1);
  const waiting: { answer: () => void; fail: (error: unknown) => void }[] = [];
  const fetchPage = ({ page }: PageRequest<Query>) =>
    new Promise<Page<number>>((resolve, reject) => {
      waiting.push({ answer: () => resolve(pageOf(items, page, perPage)), fail: reject });
    });
  const actor = createActor(pagingMachine, {
    input: {
      fetchPage,
      keyOf: (item) => `n${item}`,
      query: { parity: 'odd' },
      ...(rule ? { rule } : {}),
    },
  }).start();
  const send = vi.fn();
  return {
    api: () => connectPagedList(actor.getSnapshot(), send),
    send,
    answer: async () => {
      waiting.shift()?.answer();
      await settle();
    },
    fail: async (error: unknown) => {
      waiting.shift()?.fail(error);
      await settle();
    },
    actor,
  };
}

describe('connectPagedList', () => {
  it('is loading, with no total and nothing to show, while page 1 loads', () => {
    const { api } = startList(5, 2);
    expect(api()).toMatchObject({
      items: [],
      total: null,
      query: { parity: 'odd' },
      loading: true,
      loadingMore: false,
      hasMore: false,
      empty: false,
      error: null,
    });
  });

  it('shows the items, the total and that more exist once page 1 answers', async () => {
    const { api, answer, actor } = startList(5, 2);
    await answer();
    expect(api()).toMatchObject({
      items: [1, 2],
      total: 5,
      loading: false,
      loadingMore: false,
      hasMore: true,
      empty: false,
    });
    expect(api().keyOf(7)).toBe('n7');
    actor.send({ type: 'LOAD_MORE' });
    expect(api().loadingMore).toBe(true);
    expect(api().loading).toBe(false);
  });

  it('has no more once every item is shown, and is empty when nothing matched', async () => {
    const full = startList(2, 2);
    await full.answer();
    expect(full.api()).toMatchObject({ hasMore: false, empty: false, total: 2 });
    const none = startList(0, 2);
    await none.answer();
    expect(none.api()).toMatchObject({ items: [], total: 0, empty: true, hasMore: false });
  });

  it('follows the vouchers rule for hasMore', async () => {
    // 3 items, 2 a page: total 3 > from 1 + per_page 2 - 1, so a next page exists.
    const vouchers = startList(3, 2, 'vouchers');
    await vouchers.answer();
    expect(vouchers.api().hasMore).toBe(true);
    const single = startList(2, 2, 'vouchers');
    await single.answer();
    expect(single.api().hasMore).toBe(false);
  });

  it('shows the error only while the list is failed', async () => {
    const { api, fail, actor } = startList(5, 2);
    await fail({ kind: 'network', message: 'offline' });
    expect(api()).toMatchObject({
      error: { kind: 'network', message: 'offline' },
      loading: false,
      empty: false,
    });
    actor.send({ type: 'RETRY' });
    expect(api().error).toBeNull();
    expect(api().loading).toBe(true);
  });

  it('turns each command into its event', () => {
    const { api, send } = startList(5, 2);
    api().loadMore();
    api().retry();
    api().reload();
    api().filter({ parity: 'even' });
    api().setQuery({});
    api().remove('n3');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
      { type: 'RELOAD' },
      { type: 'FILTER', query: { parity: 'even' } },
      { type: 'SET_QUERY', query: {} },
      { type: 'REMOVE', key: 'n3' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pageOf, settle } from '../testing/index.ts';
import { connectPagedList } from './paging.connect.ts';
import { createPagingMachine, type FetchPageInput } from './paging.machine.ts';

const items = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));

/** The paging machine with its fetcher provided, as a flow does it: the context is data. */
function providedPaging(asked: number[]) {
  return createPagingMachine<{ id: number }, { q: string }>().provide({
    actors: {
      fetchPage: fromPromise(
        async ({ input }: { input: FetchPageInput<{ id: number }, { q: string }> }) => {
          asked.push(input.page);
          return pageOf(items, input.page, 10);
        },
      ),
    },
  });
}

describe('paging machine: pages asked ahead, effects provided', () => {
  it('reads pages by itself up to the one asked for, never past the last', async () => {
    const asked: number[] = [];
    const actor = createActor(providedPaging(asked), { input: { query: { q: '' }, pages: 2 } });
    actor.start();
    await settle(20);
    expect(asked).toEqual([1, 2]);
    actor.send({ type: 'SHOW_UP_TO_PAGE', page: 9 });
    await settle(20);
    expect(asked).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.items).toHaveLength(25);
    actor.send({ type: 'SET_QUERY', query: { q: 'x' } });
    await settle(20);
    // Another list reads one page until asked for more.
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it('holds data only in its context, and keys items by id without a key function', async () => {
    const actor = createActor(providedPaging([]), { input: { query: { q: '' } } }).start();
    await settle(20);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    const list = connectPagedList(actor.getSnapshot(), actor.send);
    expect(list.keyOf({ id: 7 })).toBe('7');
    list.remove('3');
    expect(actor.getSnapshot().context.items.map((item) => item.id)).not.toContain(3);
  });

  it('without a provided fetcher the list fails (nothing is fetched behind its back)', async () => {
    const actor = createActor(createPagingMachine<number>(), { input: {} }).start();
    await settle(20);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

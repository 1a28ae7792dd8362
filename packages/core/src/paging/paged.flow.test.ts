import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startFlow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Page } from './page.schema.ts';
import { pagedFlow, pageItemKey } from './paged.flow.ts';

// A host written by hand, not a club: paging needs nothing else.
function hostWith(clock?: SimulatedClock): FlowHost {
  return {
    runtime: {
      port: () => {
        throw new Error('paging reads no port of its own');
      },
      ...(clock ? { clock } : {}),
      now: () => 0,
      newIdempotencyKey: () => 'key',
      storage: createMemoryStorage(),
    },
  };
}

const pageOf = <T>(data: T[], page: number, total: number): Page<T> => ({
  data,
  pagination: { to: page * 2, from: page * 2 - 1, total, per_page: 2, current_page: page },
});

describe('pageItemKey', () => {
  it('names an item by its slug, else its id, else nothing', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.integer()), (slug, id) => {
        expect(pageItemKey({ slug, id })).toBe(String(slug ?? id ?? ''));
      }),
    );
  });
});

describe('pagedFlow', () => {
  it("runs on the host's clock, and on the real timers when the host has none", () => {
    const clock = new SimulatedClock();
    const fetchPage = vi.fn();
    expect(pagedFlow(hostWith(clock), fetchPage, {}).clock).toBe(clock);
    expect('clock' in pagedFlow(hostWith(), fetchPage, {})).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('asks its fetcher for page 1 with the query and a live signal, and keeps each item once', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(pageOf([{ slug: 'a' }, { slug: 'b' }], 1, 3))
      .mockResolvedValueOnce(pageOf([{ slug: 'b' }, { slug: 'c' }], 2, 3));
    const actor = startFlow(pagedFlow(hostWith(), fetchPage, { title: 'cinema' }));
    expect(fetchPage).toHaveBeenCalledWith({
      page: 1,
      query: { title: 'cinema' },
      signal: expect.objectContaining({ aborted: false }),
    });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(fetchPage.mock.calls[1]?.[0]).toMatchObject({ page: 2 });
    expect(actor.getSnapshot().context.items).toEqual([
      { slug: 'a' },
      { slug: 'b' },
      { slug: 'c' },
    ]);
    actor.stop();
  });
});

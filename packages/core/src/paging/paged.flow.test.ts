import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startFlow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { retryWhenOnline } from '../shared/reconnect.actor.ts';
import { createFakeConnectivity } from '../testing/fake-connectivity.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Page } from './page.schema.ts';
import { pagedFlow, pageItemKey } from './paged.flow.ts';

// A host written by hand, not a club: paging needs nothing else.
function hostWith(clock?: SimulatedClock, extra: Partial<FlowHost['runtime']> = {}): FlowHost {
  return {
    runtime: {
      port: () => {
        throw new Error('paging reads no port of its own');
      },
      ...(clock ? { clock } : {}),
      now: () => 0,
      newIdempotencyKey: () => 'key',
      storage: createMemoryStorage(),
      ...extra,
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

describe('a paged list that failed while offline', () => {
  const noConnection = { kind: 'network', message: 'Failed to fetch' };

  it('asks again by itself once the host says the device is back online', async () => {
    const connection = createFakeConnectivity(false);
    let calls = 0;
    const fetchPage = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(noConnection) : Promise.resolve(pageOf(['a'], 1, 1));
    });
    const host = hostWith(undefined, { reconnect: retryWhenOnline(connection.source) });
    const actor = startFlow(pagedFlow(host, fetchPage, {}));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(connection.listening()).toBe(1);
    connection.set(true);
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual(['a']);
    // Read: nothing listens for the connection any more.
    expect(connection.listening()).toBe(0);
    actor.stop();
  });

  it('without the host connection events it waits for a retry', async () => {
    const fetchPage = vi.fn(() => Promise.reject(noConnection));
    const actor = startFlow(pagedFlow(hostWith(), fetchPage, {}));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FavoritedCampaign } from '../favorites/favorited-campaign.schema.ts';
import type { Page } from '../paging/page.schema.ts';
import type { FetchPageInput, PagingEvent } from '../paging/paging.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { pageOf } from '../testing/fake-pages.ts';
import { settle } from '../testing/simulated-time.ts';
import type { Banner } from './banner.schema.ts';
import type { Campaign } from './campaign.schema.ts';
import { readCampaignListAddress } from './campaign-list-address.ts';
import { connectCampaignList, selectCampaignListAnswered } from './campaign-list.connect.ts';
import { campaignListOver } from './campaign-list.flow.ts';
import type { CampaignListItem, CampaignListPorts } from './campaign-list-pages.ts';
import { campaignListMachine, campaignPagesMachine } from './campaign-list.machine.ts';
import type { CampaignFilters } from './campaigns.port.ts';
import type { CampaignListSource } from './list-source.rules.ts';

const campaign = (n: number) => ({ slug: `c${n}`, partner: null }) as unknown as Campaign;
const banner = (n: number) => ({ id: `b${n}` }) as unknown as Banner;

/** A server of `total` campaigns and `bannerTotal` list banners; `fail` refuses chosen calls. */
function fakeServer(total: number, bannerTotal: number) {
  const campaigns = Array.from({ length: total }, (_, index) => campaign(index + 1));
  const banners = Array.from({ length: bannerTotal }, (_, index) => banner(index + 1));
  const asked: CampaignFilters[] = [];
  const signals: unknown[] = [];
  const failing = new Set<number>();
  const ports: CampaignListPorts = {
    campaigns: {
      list: async (filters, signal) => {
        asked.push(filters);
        signals.push(signal);
        const page = filters.page ?? 1;
        if (failing.delete(page)) {
          throw { kind: 'server', status: 500, message: 'falhou' } satisfies ClubError;
        }
        return pageOf(campaigns, page, filters.limit);
      },
      paginatedBanners: async (query) => pageOf(banners, query.page ?? 1, query.limit),
    },
    search: { search: async () => ({ hits: [], nbHits: 0, page: 0 }) as never },
    favorites: {
      campaigns: async (query) =>
        pageOf(campaigns as unknown as FavoritedCampaign[], query.page ?? 1, query.limit),
    },
  };
  return { ports, asked, signals, failNextPage: (page: number) => failing.add(page) };
}

function startList(search: string, server = fakeServer(40, 4), bannerTag?: string) {
  const actor = createActor(campaignListOver(server.ports), {
    input: {
      address: readCampaignListAddress(search),
      cashbackAllowed: true,
      ...(bannerTag ? { bannerTag } : {}),
    },
  }).start();
  const view = (favorites?: readonly string[]) =>
    connectCampaignList(actor.getSnapshot(), actor.send, favorites ? { favorites } : {});
  return { actor, server, view };
}

describe('campaign list machine', () => {
  it('reads as many pages as the address says, by itself, passing each signal on', async () => {
    const { server, view } = startList('category=pizza&page=3');
    await settle(20);
    expect(server.asked.map((filters) => filters.page)).toEqual([1, 2, 3]);
    expect(server.asked[0]).toMatchObject({ category: 'pizza', limit: 18 });
    expect(server.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    expect(view().list.items).toHaveLength(40);
    expect(view().pagesRead).toBe(3);
  });

  it('puts a banner after every 3 campaigns, in order, starting over once all are read', async () => {
    const { view } = startList('', fakeServer(10, 2));
    await settle(20);
    const after = view().bannerAfter;
    expect([...after.keys()]).toEqual([2, 5, 8]);
    expect([...after.values()].map((shown) => shown.id)).toEqual(['b1', 'b2', 'b1']);
  });

  it('holds the campaigns as loading until the first banners answer', async () => {
    const server = fakeServer(10, 2);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const paginatedBanners = server.ports.campaigns.paginatedBanners;
    server.ports.campaigns.paginatedBanners = async (query) => {
      await held;
      return paginatedBanners(query);
    };
    const { view, actor } = startList('', server);
    await settle(20);
    expect(view().list).toMatchObject({ items: [], loading: true });
    // The first page is in, the banners not: a first render would still show skeletons.
    expect(selectCampaignListAnswered(actor.getSnapshot())).toBe(false);
    answer();
    await settle(20);
    expect(view().list.items).toHaveLength(10);
    expect(selectCampaignListAnswered(actor.getSnapshot())).toBe(true);
  });

  it('a failed page keeps what was read; RETRY asks that page again', async () => {
    const server = fakeServer(40, 4);
    server.failNextPage(2);
    const { actor, view } = startList('page=3', server);
    await settle(20);
    expect(view().list.items).toHaveLength(10);
    expect(view().list.error?.message).toBe('falhou');
    view().list.retry();
    await settle(20);
    expect(view().list.items).toHaveLength(30);
    expect(view().list.error).toBeNull();
    actor.stop();
  });

  it('another address restarts the list from page 1 with its filters; more pages only go on', async () => {
    const { actor, server, view } = startList('');
    await settle(20);
    actor.send({ type: 'SHOW_ADDRESS', address: readCampaignListAddress('page=2') });
    await settle(20);
    expect(server.asked.map((filters) => filters.page)).toEqual([1, 2]);
    actor.send({
      type: 'SHOW_ADDRESS',
      address: readCampaignListAddress('likes=true&exclusive=1'),
    });
    await settle(20);
    expect(server.asked.at(-1)).toMatchObject({ page: 1, orderBy: 'likes', exclusive: true });
    expect(view().sorts.find((sort) => sort.value === 'likes')).toMatchObject({
      pressed: true,
      search: 'exclusive=true',
    });
    expect(view().list.items).toHaveLength(10);
  });

  it('writes the address with one more page when the member reads on', async () => {
    const { actor } = startList('tag=verao');
    await settle(20);
    const written: string[] = [];
    connectCampaignList(actor.getSnapshot(), actor.send, {
      writeAddress: (search) => written.push(search),
    }).list.loadMore();
    await settle(20);
    expect(written).toEqual(['tag=verao&page=2']);
    expect(connectCampaignList(actor.getSnapshot(), actor.send).list.items).toHaveLength(20);
  });

  it('Meus favoritos drops the campaigns unfavorited since, and offers no Z-A', async () => {
    const { view } = startList('favorites=true&alphainverse=true');
    await settle(20);
    const shown = view(['c1', 'c3']);
    expect(shown.kind).toBe('favoritedCampaigns');
    expect(shown.list.items.map((item) => item.slug)).toEqual(['c1', 'c3']);
    expect(shown.list.total).toBe(32);
    expect(shown.sorts.map((sort) => sort.value)).not.toContain('alphainverse');
  });

  it('keeps data only in its context (it survives JSON)', async () => {
    const { actor } = startList('category=pizza&page=2', fakeServer(40, 4), 'verao');
    await settle(20);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    const pages = actor.getSnapshot().children.campaigns?.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(pages))).toEqual(pages);
  });

  it('takes its effects from .provide: the bare machine asks no port', async () => {
    const asked: number[] = [];
    const machine = campaignListMachine.provide({
      actors: {
        campaignPages: campaignPagesMachine.provide({
          actors: {
            fetchPage: fromPromise(
              async ({
                input,
              }: {
                input: FetchPageInput<CampaignListItem, CampaignListSource>;
              }): Promise<Page<CampaignListItem>> => {
                asked.push(input.page);
                return pageOf([campaign(1)], input.page, 10);
              },
            ),
          },
        }),
      },
    });
    const actor = createActor(machine, {
      input: { address: readCampaignListAddress(''), cashbackAllowed: false },
    }).start();
    await settle(20);
    expect(asked).toEqual([1]);
    // The banners' fetcher was not provided: they fail, and the list shows without them.
    const view = connectCampaignList(actor.getSnapshot(), actor.send);
    expect(view.list.items).toHaveLength(1);
    expect(view.bannerAfter.size).toBe(0);
    expect(view.cashback).toBeNull();
  });
});

/** Model-based: any run of addresses, pages asked for and failures keeps the list's promises. */
describe('campaign list machine, model-based', () => {
  interface Model {
    total: number;
    /** Pages the list has been asked to read (by the address or LOAD_MORE). */
    wanted: number;
    failed: boolean;
  }
  interface Real {
    actor: ReturnType<typeof startList>['actor'];
    server: ReturnType<typeof fakeServer>;
  }
  const PER_PAGE = 10;
  const pagesOf = (total: number) => Math.ceil(total / PER_PAGE);

  const expectedItems = (model: Model) =>
    Math.min(model.total, Math.min(model.wanted, pagesOf(model.total)) * PER_PAGE);

  function check(model: Model, real: Real) {
    const view = connectCampaignList(real.actor.getSnapshot(), real.actor.send);
    if (!model.failed) {
      expect(view.list.items).toHaveLength(expectedItems(model));
      expect(view.list.error).toBeNull();
    } else {
      expect(view.list.error).not.toBeNull();
    }
    // Every campaign once, in the server's order.
    const slugs = view.list.items.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(slugs.map((_, index) => `c${index + 1}`));
    // A banner after every 3 campaigns, and nowhere else.
    expect([...view.bannerAfter.keys()]).toEqual(
      slugs.map((_, index) => index).filter((index) => (index + 1) % 3 === 0),
    );
  }

  const showPage = (page: number): fc.AsyncCommand<Model, Real> => ({
    check: () => true,
    async run(model, real) {
      real.actor.send({
        type: 'SHOW_ADDRESS',
        address: readCampaignListAddress(`page=${page}`),
      });
      await settle(20);
      // Even while a page has failed: the list remembers the address's page, and RETRY reads up to it.
      model.wanted = Math.max(model.wanted, page);
      check(model, real);
    },
    toString: () => `SHOW_ADDRESS page=${page}`,
  });
  const loadMore: fc.AsyncCommand<Model, Real> = {
    check: (model) => !model.failed,
    async run(model, real) {
      const hadMore = model.wanted < pagesOf(model.total);
      real.actor.send({ type: 'LOAD_MORE' });
      await settle(20);
      if (hadMore) model.wanted += 1;
      check(model, real);
    },
    toString: () => 'LOAD_MORE',
  };
  const failThenAsk = (page: number): fc.AsyncCommand<Model, Real> => ({
    check: (model) => !model.failed && page > model.wanted && page <= pagesOf(model.total),
    async run(model, real) {
      real.server.failNextPage(model.wanted + 1);
      real.actor.send({ type: 'SHOW_ADDRESS', address: readCampaignListAddress(`page=${page}`) });
      await settle(20);
      model.failed = true;
      model.wanted = page;
      check(model, real);
    },
    toString: () => `fail, then SHOW_ADDRESS page=${page}`,
  });
  const retry: fc.AsyncCommand<Model, Real> = {
    check: (model) => model.failed,
    async run(model, real) {
      real.actor.send({ type: 'RETRY' });
      await settle(20);
      model.failed = false;
      check(model, real);
    },
    toString: () => 'RETRY',
  };

  it('pages loaded, banners interleaved, a failed page keeps what was loaded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 45 }),
        fc.commands(
          [
            fc.integer({ min: 1, max: 6 }).map(showPage),
            fc.constant(loadMore),
            fc.integer({ min: 2, max: 5 }).map(failThenAsk),
            fc.constant(retry),
          ],
          { maxCommands: 8 },
        ),
        async (total, commands) => {
          const server = fakeServer(total, 2);
          const { actor } = startList('', server);
          await settle(20);
          const model: Model = { total, wanted: 1, failed: false };
          check(model, { actor, server });
          await fc.asyncModelRun(() => ({ model, real: { actor, server } }), commands);
          actor.stop();
        },
      ),
      { numRuns: 40 },
    );
  });
});

// The paging child's own events stay typed: SHOW_UP_TO_PAGE is one of them.
const showUpTo: PagingEvent<unknown> = { type: 'SHOW_UP_TO_PAGE', page: 2 };
void showUpTo;

import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { withdrawalFormMachine } from './wallet/withdrawal.form.ts';
import { createClub } from './club.ts';
import {
  createClubFlows,
  pagedListFlow,
  UNIQUE_CODE_VOUCHER_TYPE,
  withdrawalFlow,
  type PagedListKind,
  type PagedListQuery,
} from './flows.ts';
import { connectPagedList } from './paging/paging.connect.ts';
import { createFlowActor, startFlow } from './shared/flow.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';
import { settle } from './testing/simulated-time.ts';

async function signedInClub() {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 22, 12));
  const ports = createFakePorts({ clock });
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  await settle(20);
  return { club, ports, clock };
}

describe('flows', () => {
  it('building any flow starts nothing: no port is called until the flow is started', async () => {
    const { club, ports } = await signedInClub();
    const before = [...ports.recordings.calls];
    const flows = createClubFlows(club);
    const built = [
      flows.pagedList('campaigns', { category: 'x' }),
      flows.signIn(),
      flows.withdrawal('cashback', 5000),
      flows.home(),
      flows.nearby(),
      flows.notice(),
      flows.banners(0),
      flows.banners(1, 'vitrine'),
      flows.giftCard('1'),
      flows.letterRequest('1'),
      flows.searchSuggestions(['pizza']),
      flows.campaign(ports.world.campaigns[0]!.slug),
      flows.like({ slug: 's', title: 't', is_liked: false, liked_count: 0 }),
      flows.listFilters({}),
      flows.letters(),
      flows.vouchers(),
      flows.profileEdit(),
      flows.changePassword(),
      flows.support(),
      flows.partnerRequest(),
      flows.pharmacyCard(),
      flows.coin(),
      flows.cashbackRedemption(),
      flows.activation(),
      flows.passwordReset(),
    ];
    // An actor created for a view that has not mounted yet does nothing either.
    const created = built.map((each) =>
      // The list mixes every flow's logic: each is created as any logic.
      createFlowActor(each as Parameters<typeof createFlowActor>[0]),
    );
    await settle(20);
    expect(ports.recordings.calls).toEqual(before);
    expect(created.every((actor) => actor.getSnapshot().status === 'active')).toBe(true);

    const notice = startFlow(flows.notice());
    const campaigns = startFlow(flows.pagedList('campaigns'));
    await settle();
    expect(ports.recordings.calls.slice(before.length)).toEqual(['notices.last', 'campaigns.list']);
    notice.stop();
    campaigns.stop();
  });

  it("runs each flow on the club's clock, and the withdrawal with its endpoint and balance", async () => {
    const { club, clock } = await signedInClub();
    const built = withdrawalFlow(club, 'award', 1500);
    // The form machine with its key source provided (withIdempotencyKeys).
    expect(built.logic.id).toBe(withdrawalFormMachine.id);
    expect(built.clock).toBe(clock);
    expect(built.input.deps).toMatchObject({ endpoint: 'award', balanceCents: 1500 });
    const withoutClock = createClub(createFakePorts({ clock: new SimulatedClock() }));
    expect('clock' in pagedListFlow(withoutClock, 'partners')).toBe(false);
  });

  // SPEC §9 page sizes, per list; each call carries the invoke's signal.
  const cases: {
    [K in PagedListKind]: [K, PagedListQuery<K>, string, string, Record<string, unknown>];
  }[PagedListKind][] = [
    ['campaigns', {}, 'campaigns', 'list', { limit: 10 }],
    ['campaigns', { category: 'restaurantes' }, 'campaigns', 'list', { limit: 18 }],
    ['campaigns', { highlight: true }, 'campaigns', 'list', { limit: 10 }],
    ['campaigns', { tag: 'verao' }, 'campaigns', 'list', { limit: 10 }],
    ['transactions', { searchPerk: 'x' }, 'redemptions', 'transactions', { limit: 9 }],
    ['uniqueCodes', {}, 'redemptions', 'vouchers', { limit: 9, type: '1' }],
    ['cashback', {}, 'wallet', 'cashbackRecords', { limit: 9 }],
    ['awardPartners', {}, 'awards', 'partners', { limit: 18 }],
    ['engagementPartners', {}, 'engagement', 'partners', { limit: 18 }],
    ['engagementCampaigns', {}, 'engagement', 'campaigns', { limit: 18 }],
    ['favoritedCampaigns', {}, 'favorites', 'campaigns', { limit: 10 }],
    ['partners', { is_main: true }, 'partners', 'list', { limit: 10 }],
  ];

  it.each(cases)(
    "pagedListFlow '%s' %j asks %s.%s for page 1 with its page size and passes the signal",
    async (kind, query, portName, method, expected) => {
      const { club, ports } = await signedInClub();
      const port = ports[portName as 'campaigns'] as unknown as Record<string, () => unknown>;
      const spy = vi.spyOn(port, method as 'list');
      const actor = startFlow(pagedListFlow(club, kind, query as never));
      expect(spy).toHaveBeenCalledTimes(1);
      const [request, signal] = spy.mock.calls[0] as unknown as [object, AbortSignal];
      expect(request).toEqual({ ...query, page: 1, ...expected });
      expect(signal.aborted).toBe(false);
      await settle();
      expect(actor.getSnapshot().value).toBe('ready');
      // The signal handed to the port is the one the list aborts when it closes mid-request.
      actor.send({ type: 'RELOAD' });
      const reloadSignal = (spy.mock.calls[1] as unknown as [object, AbortSignal])[1];
      actor.stop();
      expect(reloadSignal.aborted).toBe(true);
    },
  );

  it("uniqueCodes lists only the member's vouchers of type '1'", async () => {
    const { club, ports } = await signedInClub();
    const spy = vi.spyOn(ports.redemptions, 'vouchers');
    const actor = startFlow(pagedListFlow(club, 'uniqueCodes', { searchPerk: 'cinema' }));
    await settle();
    expect(UNIQUE_CODE_VOUCHER_TYPE).toBe('1');
    expect(spy.mock.calls.map(([request]) => request)).toEqual([
      { searchPerk: 'cinema', page: 1, limit: 9, type: '1' },
    ]);
    expect(connectPagedList(actor.getSnapshot(), actor.send).items.length).toBeGreaterThan(0);
  });

  it('pages a category through the flow and its connect function until the total', async () => {
    const { club, ports } = await signedInClub();
    const category = ports.world.categories[0]!.slug!;
    const actor = startFlow(createClubFlows(club).pagedList('campaigns', { category }));
    await settle();
    const list = () => connectPagedList(actor.getSnapshot(), actor.send);
    const total = list().total ?? 0;
    for (let page = 0; list().hasMore && page < 10; page += 1) {
      list().loadMore();
      await settle();
    }
    expect(list().items).toHaveLength(total);
    expect(new Set(list().items.map(list().keyOf)).size).toBe(total);
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import type { Page } from '../paging/page.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import { startFlow } from '../shared/flow.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { retryWhenOnline } from '../shared/reconnect.actor.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { createFakeConnectivity } from '../testing/fake-connectivity.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { keeperOf } from './keeper.actor.ts';
import { KEPT_REDEMPTIONS_KEY, keptRedemptions } from './kept-redemptions.rules.ts';
import { connectPurchases } from './purchases.connect.ts';
import { purchasesFlow, purchasesWithEffects } from './purchases.flow.ts';
import type { RedemptionsPort } from './redemptions.port.ts';
import { transactionSchema, type Transaction } from './transaction.schema.ts';

const READ_AT = Date.UTC(2026, 10, 26, 13, 5);
const ana = { company: 'clube-demo', member: DEMO_MEMBER.document };
const offline = { kind: 'network', message: 'Failed to fetch' } as const satisfies ClubError;

function startPurchases(storage: StoragePort = createMemoryStorage(), online = true) {
  const clock = new SimulatedClock();
  clock.set(READ_AT);
  const ports = createFakePorts({ clock, storage });
  const connection = createFakeConnectivity(online);
  if (!online) ports.failNext('redemptions.transactions', offline);
  const logic = purchasesWithEffects({
    redemptions: ports.redemptions,
    keeper: keeperOf(storage, ana, 'purchases', () => clock.now()),
    reconnect: retryWhenOnline(connection.source),
  });
  const actor = createActor(logic, {
    input: { shownAt: READ_AT, kept: keptRedemptions(storage, ana, 'purchases') },
  }).start();
  const api = () => connectPurchases(actor.getSnapshot(), actor.send);
  return { actor, api, ports, storage, connection };
}

describe('Compras offline', () => {
  it('keeps each list it reads, with the time it was read', async () => {
    const { api, storage } = startPurchases();
    await settle();
    const shown = api().listActor!.getSnapshot().context.items;
    expect(shown.length).toBeGreaterThan(0);
    expect(keptRedemptions(storage, ana, 'purchases')).toEqual({ items: shown, readAt: READ_AT });
    expect(api()).toMatchObject({ offline: false, kept: null });
  });

  it('reopened without a connection shows what it kept with "Atualizado em", and reads again once back online', async () => {
    const storage = createMemoryStorage();
    const first = startPurchases(storage);
    await settle();
    const shown = first.api().listActor!.getSnapshot().context.items;
    first.actor.stop();

    const again = startPurchases(storage, false);
    await settle();
    expect(again.api().offline).toBe(true);
    expect(again.api().kept).toEqual({ items: shown, readAt: { day: '26/11', time: '10:05' } });
    // Each kept purchase reads as it did online (its codes, its gift card's purchase).
    expect(again.api().view(shown[0]!)).toEqual(first.api().view(shown[0]!));
    expect(again.connection.listening()).toBe(1);

    again.connection.set(true);
    await settle();
    expect(again.ports.recordings.calls).toEqual([
      'redemptions.transactions',
      'redemptions.transactions',
    ]);
    expect(again.api()).toMatchObject({ offline: false, kept: null });
    expect(again.connection.listening()).toBe(0);
  });

  it('a server failure is no offline state: nothing kept is passed off as current', async () => {
    const storage = createMemoryStorage();
    const first = startPurchases(storage);
    await settle();
    first.actor.stop();
    const clock = new SimulatedClock();
    const ports = createFakePorts({ clock, storage });
    ports.failNext('redemptions.transactions', { kind: 'server', message: 'Erro', status: 500 });
    const actor = createActor(purchasesWithEffects({ redemptions: ports.redemptions }), {
      input: { shownAt: 0, kept: keptRedemptions(storage, ana, 'purchases') },
    }).start();
    await settle();
    expect(connectPurchases(actor.getSnapshot(), actor.send)).toMatchObject({
      offline: false,
      kept: null,
    });
  });

  it('holds data only in its context (it survives JSON)', async () => {
    const { actor } = startPurchases();
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.kept?.items.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  // Model: whatever the answers, the machine is offline exactly while its last answer was "no
  // connection", what it keeps is the last list the API answered, and the view shows the kept
  // list only while offline.
  test.prop([fc.array(fc.constantFrom('ok', 'offline', 'server'), { minLength: 1, maxLength: 8 })])(
    'offline and kept follow the answers, one after another',
    async (answers) => {
      const storage = createMemoryStorage();
      const clock = new SimulatedClock();
      clock.set(READ_AT);
      let asked = 0;
      const transactions = (): Promise<Page<Transaction>> => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        const page = asked;
        asked += 1;
        if (answer === 'offline') return Promise.reject(offline);
        if (answer === 'server') return Promise.reject({ kind: 'server', message: 'x' });
        const data = [transactionSchema.parse({ id: `t${page}`, vouchers: [] })];
        return Promise.resolve({
          data,
          pagination: { total: 1, per_page: 9, current_page: 1, last_page: 1, from: 1, to: 1 },
        } as Page<Transaction>);
      };
      const actor = createActor(
        purchasesWithEffects({
          redemptions: { transactions } as unknown as RedemptionsPort,
          keeper: keeperOf(storage, ana, 'purchases', () => clock.now()),
        }),
        { input: { shownAt: READ_AT } },
      ).start();
      let modelOffline = false;
      let modelKept: string | null = null;
      for (const [index, answer] of answers.entries()) {
        if (index > 0) actor.send({ type: 'RETRY' });
        await settle();
        if (answer === 'ok') {
          modelOffline = false;
          modelKept = `t${index}`;
        } else if (answer === 'offline') modelOffline = true;
        const api = connectPurchases(actor.getSnapshot(), actor.send);
        expect(api.offline).toBe(modelOffline);
        expect(keptRedemptions(storage, ana, 'purchases')?.items[0]?.id ?? null).toBe(modelKept);
        expect(api.kept?.items[0]?.id ?? null).toBe(modelOffline ? modelKept : null);
        if (answer === 'ok') break;
      }
      actor.stop();
    },
  );
});

describe('the club keeps Compras for one member of one company', () => {
  function startClub(storage: StoragePort, company = 'clube-demo') {
    const clock = new SimulatedClock();
    clock.set(READ_AT);
    const ports = createFakePorts({
      clock,
      storage,
      company: { slug: company },
      members: [
        DEMO_MEMBER,
        { document: '11144477735', password: 'outra123', name: 'Bia', activated: true },
      ],
    });
    return createClub(ports, { scheduler: clock });
  }

  async function readPurchases(club: ReturnType<typeof startClub>) {
    const purchases = startFlow(purchasesFlow(club));
    await settle();
    purchases.stop();
    return purchases.getSnapshot().context.kept;
  }

  it('stores them after a load; sign-out clears them; another member or company sees none', async () => {
    const storage = createMemoryStorage();
    const club = startClub(storage);
    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    expect((await readPurchases(club))?.items.length).toBeGreaterThan(0);
    expect(keptRedemptions(storage, ana, 'purchases')?.readAt).toBe(READ_AT);

    club.logout();
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();

    // Kept again, then another member signs in on the same device: nothing of Ana's is left.
    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await readPurchases(club);
    club.session.send({ type: 'LOGOUT' });
    await settle();
    await club.signIn({ document: '11144477735', password: 'outra123' });
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();
    expect(startFlow(purchasesFlow(club)).getSnapshot().context.kept).toBeNull();
    club.stop();

    // The same member of another company never reads what was kept for the first.
    const other = { company: 'engaja-mais', member: DEMO_MEMBER.document };
    const first = startClub(storage);
    await first.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await readPurchases(first);
    first.stop();
    expect(keptRedemptions(storage, other, 'purchases')).toBeNull();
  });
});

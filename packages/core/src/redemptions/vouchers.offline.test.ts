import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { startFlow } from '../shared/flow.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { keeperOf } from './keeper.actor.ts';
import { KEPT_REDEMPTIONS_KEY, keptRedemptions } from './kept-redemptions.rules.ts';
import { connectVouchers } from './vouchers.connect.ts';
import { uniqueCodesFlow, vouchersFlow, vouchersWithEffects } from './vouchers.flow.ts';

const READ_AT = Date.UTC(2026, 10, 26, 13, 5);
const ana = { company: 'clube-demo', member: DEMO_MEMBER.document };
const offline = { kind: 'network', message: 'Failed to fetch' } as const;

function startVouchers(storage = createMemoryStorage()) {
  const clock = new SimulatedClock();
  clock.set(READ_AT);
  const ports = createFakePorts({ clock, storage });
  const logic = vouchersWithEffects({
    redemptions: ports.redemptions,
    type: '0',
    keeper: keeperOf(storage, ana, 'vouchers', () => clock.now()),
  });
  const actor = createActor(logic, {
    input: { shownAt: READ_AT, kept: keptRedemptions(storage, ana, 'vouchers') },
  }).start();
  const api = () => connectVouchers(actor.getSnapshot(), actor.send);
  return { actor, api, ports, storage, clock };
}

describe('vouchers offline', () => {
  it('keeps each list it reads, with the time it was read', async () => {
    const { api, storage } = startVouchers();
    await settle();
    const shown = api().listActor!.getSnapshot().context.items;
    expect(keptRedemptions(storage, ana, 'vouchers')).toEqual({ items: shown, readAt: READ_AT });
    expect(api().offline).toBe(false);
    expect(api().kept).toBeNull();
    expect(api().deleteBlocked).toBeNull();
  });

  it('without a connection shows what it kept, "Atualizado em", and refuses to delete', async () => {
    const storage = createMemoryStorage();
    const first = startVouchers(storage);
    await settle();
    const shown = first.api().listActor!.getSnapshot().context.items;
    first.actor.stop();

    // A reload without a connection: a new actor over the same storage.
    const third = (() => {
      const clock = new SimulatedClock();
      const ports = createFakePorts({ clock, storage });
      ports.failNext('redemptions.vouchers', offline);
      const logic = vouchersWithEffects({ redemptions: ports.redemptions, type: '0' });
      const actor = createActor(logic, {
        input: { shownAt: 0, kept: keptRedemptions(storage, ana, 'vouchers') },
      }).start();
      return { actor, ports, api: () => connectVouchers(actor.getSnapshot(), actor.send) };
    })();
    await settle();
    expect(third.api().offline).toBe(true);
    expect(third.api().kept).toEqual({ items: shown, readAt: { day: '26/11', time: '10:05' } });
    expect(third.api().deleteBlocked).toBe('offline');
    third.api().askDelete(shown[0]!.id);
    expect(third.api().confirmingDelete).toBe(false);
    third.api().remove(shown[0]!.id);
    await settle();
    expect(third.ports.recordings.calls).not.toContain('redemptions.deleteVoucher');
    // Back online: the retry reads the list again and the notice goes.
    third.api().retry();
    await settle();
    expect(third.api().offline).toBe(false);
    expect(third.api().kept).toBeNull();
  });

  it('holds data only in its context (it survives JSON)', async () => {
    const { actor } = startVouchers();
    await settle();
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe('the club keeps redemptions for one member of one company', () => {
  function startClub() {
    const clock = new SimulatedClock();
    clock.set(READ_AT);
    const storage = createMemoryStorage();
    const ports = createFakePorts({
      clock,
      storage,
      members: [
        DEMO_MEMBER,
        { document: '11144477735', password: 'outra123', name: 'Bia', activated: true },
      ],
    });
    return { club: createClub(ports, { scheduler: clock }), storage };
  }

  it('stores them after a load; sign-out clears them; another member sees none', async () => {
    const { club, storage } = startClub();
    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    const vouchers = startFlow(vouchersFlow(club));
    const codes = startFlow(uniqueCodesFlow(club));
    await settle();
    vouchers.stop();
    codes.stop();
    const owner = { company: 'clube-demo', member: DEMO_MEMBER.document };
    expect(keptRedemptions(storage, owner, 'vouchers')?.items.length).toBeGreaterThan(0);
    expect(keptRedemptions(storage, owner, 'uniqueCodes')?.readAt).toBe(READ_AT);

    club.logout();
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();

    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    const again = startFlow(vouchersFlow(club));
    await settle();
    again.stop();
    club.session.send({ type: 'LOGOUT' });
    await settle();
    await club.signIn({ document: '11144477735', password: 'outra123' });
    await settle();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();
    const bia = startFlow(vouchersFlow(club));
    expect(bia.getSnapshot().context.kept).toBeNull();
    bia.stop();
    club.stop();
  });
});

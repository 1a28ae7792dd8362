import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectPagedList } from '../paging/paging.connect.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectLetters } from './letters.connect.ts';
import { lettersMachine } from './letters.machine.ts';
import { connectVouchers } from './vouchers.connect.ts';
import { vouchersMachine } from './vouchers.machine.ts';

describe('connectLetters', () => {
  it('lists the letters through its list actor; a deleted letter leaves it', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(lettersMachine, {
      input: { redemptions: ports.redemptions },
    }).start();
    const api = () => connectLetters(actor.getSnapshot(), actor.send);
    await settle();
    const listActor = api().listActor!;
    const list = () => connectPagedList(listActor.getSnapshot(), listActor.send);
    const before = list().items.length;
    const total = list().total ?? 0;
    expect(before).toBeGreaterThan(0);
    const first = list().items[0]!;
    api().open(first.id);
    expect(api().opening).toBe(true);
    await settle();
    expect(api().opened?.id).toBe(first.id);
    api().remove(first.id);
    expect(api().deleting).toBe(true);
    await settle();
    expect(list().items.map((letter) => letter.id)).not.toContain(first.id);
    expect(list().total).toBe(total - 1);
    expect(api().opened).toBeNull();
  });
});

describe('connectVouchers', () => {
  it('lists the vouchers; a deleted voucher leaves the list', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(vouchersMachine, {
      input: { redemptions: ports.redemptions },
    }).start();
    const api = () => connectVouchers(actor.getSnapshot(), actor.send);
    await settle();
    const listActor = api().listActor!;
    const list = () => connectPagedList(listActor.getSnapshot(), listActor.send);
    const first = list().items[0]!;
    api().remove(first.id);
    await settle();
    expect(list().items.map((voucher) => voucher.id)).not.toContain(first.id);
    expect(api().error).toBeNull();
  });
});

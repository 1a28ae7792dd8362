import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectPagedList } from '../paging/paging.connect.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectLetters } from './letters.connect.ts';
import { lettersWithEffects } from './letters.flow.ts';
import { connectVouchers } from './vouchers.connect.ts';
import { vouchersWithEffects } from './vouchers.flow.ts';

describe('connectLetters', () => {
  it('lists the letters through its list actor; a deleted letter leaves it', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(lettersWithEffects({ redemptions: ports.redemptions }), {
      input: {},
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
    const actor = createActor(vouchersWithEffects({ redemptions: ports.redemptions, type: '0' }), {
      input: { shownAt: 0 },
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

describe('connectLetters: reading, confirming a deletion', () => {
  it('names the letter asked for, its failure and the deletion waiting for an answer', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(lettersWithEffects({ redemptions: ports.redemptions }), {
      input: {},
    }).start();
    const api = () => connectLetters(actor.getSnapshot(), actor.send);
    await settle();
    ports.failNext('redemptions.letter', { kind: 'timeout', message: 'slow' });
    api().open('4');
    expect(api()).toMatchObject({ openId: '4', opening: true, opened: null });
    await settle();
    expect(api()).toMatchObject({ openId: '4', opening: false, openError: { kind: 'timeout' } });
    api().retryOpen();
    await settle();
    expect(api().opened?.id).toBe('4');
    expect(api().openError).toBeNull();
    api().askDelete('4');
    expect(api()).toMatchObject({ confirmingDelete: true, pendingDelete: '4', deleting: false });
    api().cancelDelete();
    expect(api()).toMatchObject({ confirmingDelete: false, pendingDelete: null });
    api().askDelete('4');
    api().confirmDelete();
    expect(api()).toMatchObject({ deleting: true, pendingDelete: '4' });
    await settle();
    expect(api()).toMatchObject({ deleting: false, openId: null, opened: null });
    api().send('5', 'ana@exemplo.com');
    expect(api().sending).toBe(true);
    await settle();
    expect(api().sent).toBe(true);
    api().open('5');
    api().close();
    expect(api().openId).toBeNull();
  });
});

describe('connectVouchers: confirming a deletion', () => {
  it('asks before deleting; cancelling sends nothing', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(vouchersWithEffects({ redemptions: ports.redemptions, type: '0' }), {
      input: { shownAt: 0 },
    }).start();
    const api = () => connectVouchers(actor.getSnapshot(), actor.send);
    await settle();
    api().askDelete('7');
    expect(api()).toMatchObject({ confirmingDelete: true, pendingDelete: '7' });
    api().cancelDelete();
    await settle();
    expect(ports.recordings.calls).not.toContain('redemptions.deleteVoucher');
    api().askDelete('7');
    api().confirmDelete();
    expect(api().deleting).toBe(true);
    await settle();
    expect(api()).toMatchObject({ deleting: false, pendingDelete: null, error: null });
    expect(ports.world.vouchers.map((voucher) => voucher.id)).not.toContain('7');
    api().search('cine');
    await settle();
    const list = api().listActor!.getSnapshot().context;
    expect(list.query).toEqual({ searchPerk: 'cine' });
  });
});

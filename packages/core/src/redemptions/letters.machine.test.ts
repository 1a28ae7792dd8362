import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { lettersMachine } from './letters.machine.ts';
import { lettersWithEffects } from './letters.flow.ts';
import { vouchersWithEffects } from './vouchers.flow.ts';
import { vouchersMachine } from './vouchers.machine.ts';

/** Starts the flow over fake ports; `prepare` sets the scene before the first page loads. */
function startLetters(prepare: (ports: ReturnType<typeof createFakePorts>) => void = () => {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const toasts: ToastInput[] = [];
  const logic = lettersWithEffects({
    redemptions: ports.redemptions,
    notify: (toast) => toasts.push(toast),
  });
  const actor = createActor(logic, { input: {} }).start();
  const items = () => actor.getSnapshot().children.list?.getSnapshot().context.items ?? [];
  return { actor, ports, toasts, items };
}

describe('letters machine', () => {
  it('lists 9 a page from the start, opens, sends and deletes', async () => {
    const { actor, ports, toasts, items } = startLetters();
    await settle();
    expect(items()).toHaveLength(9);
    expect(ports.recordings.calls).toEqual(['redemptions.letters']);
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(items()).toHaveLength(12);
    actor.send({ type: 'OPEN', id: '2' });
    await settle();
    expect(actor.getSnapshot().context.opened?.id).toBe('2');
    actor.send({ type: 'SEND', id: '2', email: 'a@b.co' });
    await settle();
    expect(actor.getSnapshot().context.sent).toBe(true);
    actor.send({ type: 'DELETE', id: '2' });
    await settle();
    expect(items().map((letter) => letter.id)).not.toContain('2');
    expect(actor.getSnapshot().context.opened).toBeNull();
    expect(toasts).toEqual([{ type: 'success', title: { key: 'letters.deleted' } }]);
    expect(ports.world.letters).toHaveLength(11);
    actor.send({ type: 'CLOSE' });
  });

  it('LOAD with a search restarts the list from page 1 with that search', async () => {
    const asked: unknown[] = [];
    const { actor, items } = startLetters((ports) => {
      const letters = ports.redemptions.letters.bind(ports.redemptions);
      ports.redemptions.letters = async (query) => {
        asked.push(query);
        return letters(query);
      };
    });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(items()).toHaveLength(12);
    actor.send({ type: 'LOAD', searchPerk: 'pizza' });
    await settle();
    expect(asked).toEqual([
      { page: 1, limit: 9, searchPerk: '' },
      { page: 2, limit: 9, searchPerk: '' },
      { page: 1, limit: 9, searchPerk: 'pizza' },
    ]);
    expect(items()).toHaveLength(9);
    expect(actor.getSnapshot().context.searchPerk).toBe('pizza');
  });

  it('keeps a letter whose delete failed, and tells so', async () => {
    const { actor, toasts, items } = startLetters();
    actor.send({ type: 'LOAD', searchPerk: 'x' });
    await settle();
    actor.send({ type: 'DELETE', id: '999' });
    await settle();
    expect(items()).toHaveLength(9);
    expect(toasts).toEqual([{ type: 'error', title: { key: 'letters.deleteFailed' } }]);
    actor.send({ type: 'OPEN', id: '999' });
    await settle();
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'server', status: 404 });
    actor.send({ type: 'SEND', id: '999', email: 'a@b.co' });
    await settle();
    expect(actor.getSnapshot().context.sent).toBe(false);
  });

  it('reaches every state, a deletion always confirmed or direct (xstate/graph)', () => {
    const { ports } = startLetters();
    const letter = ports.world.letters[0]!;
    const { reached, paths } = checkModel(lettersMachine, {
      input: {},
      paths: 'simple',
      events: [
        { type: 'OPEN', id: letter.id },
        { type: 'RETRY' },
        { type: 'RETRY_OPEN' },
        { type: 'CLOSE' },
        { type: 'ASK_DELETE', id: letter.id },
        { type: 'CONFIRM_DELETE' },
        { type: 'CANCEL_DELETE' },
        { type: 'DELETE', id: '2' },
        { type: 'SEND', id: letter.id, email: 'a@b.co' },
        { type: 'xstate.done.actor.openLetter', output: letter },
        { type: 'xstate.error.actor.openLetter', error: { kind: 'network', message: 'x' } },
        { type: 'xstate.done.actor.deleteLetter', output: letter.id },
        { type: 'xstate.error.actor.deleteLetter', error: { kind: 'network', message: 'x' } },
        { type: 'xstate.done.actor.sendLetter', output: true },
      ],
      serializeContext: ({ openId, opened, openError, pendingDelete }) => ({
        openId,
        opened: opened?.id ?? null,
        openError: openError !== null,
        pendingDelete,
      }),
      invariant: (snapshot) => {
        const { openId, opened, pendingDelete } = snapshot.context;
        // A deletion is pending exactly while it is asked about or under way.
        expect(pendingDelete !== null).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
        // The letter shown is always the one asked for.
        if (opened) expect(opened.id).toBe(openId);
        // Nothing is read while no letter is asked for.
        if (openId === null) expect(snapshot.matches('opening')).toBe(false);
      },
    });
    expect(paths).toBeGreaterThan(10);
    expect(reached).toEqual(
      stateValues('ready', 'opening', 'confirmingDelete', 'deleting', 'sending'),
    );
  });

  it('deletes only after the member confirms; cancelling keeps the letter', async () => {
    const { actor, toasts, items, ports } = startLetters();
    await settle();
    actor.send({ type: 'ASK_DELETE', id: '3' });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBe('3');
    await settle();
    expect(ports.recordings.calls).not.toContain('redemptions.deleteLetter');
    actor.send({ type: 'CANCEL_DELETE' });
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(items().map((letter) => letter.id)).toContain('3');
    actor.send({ type: 'OPEN', id: '3' });
    await settle();
    actor.send({ type: 'ASK_DELETE', id: '3' });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    await settle();
    expect(items().map((letter) => letter.id)).not.toContain('3');
    // The reading view of the deleted letter closes with it.
    expect(actor.getSnapshot().context).toMatchObject({
      openId: null,
      opened: null,
      pendingDelete: null,
    });
    expect(toasts).toEqual([{ type: 'success', title: { key: 'letters.deleted' } }]);
  });

  it('a letter that could not be read says why, and is asked again on retry', async () => {
    const { actor, ports } = startLetters();
    await settle();
    ports.failNext('redemptions.letter', { kind: 'network', message: 'offline' });
    actor.send({ type: 'OPEN', id: '1' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      openId: '1',
      opened: null,
      openError: { kind: 'network' },
    });
    actor.send({ type: 'RETRY_OPEN' });
    expect(actor.getSnapshot().matches('opening')).toBe(true);
    expect(actor.getSnapshot().context.openError).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.opened?.id).toBe('1');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ openId: null, opened: null });
  });

  it('closing while a letter is on its way drops it', async () => {
    const { actor } = startLetters();
    await settle();
    actor.send({ type: 'OPEN', id: '1' });
    actor.send({ type: 'CLOSE' });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.opened).toBeNull();
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 6 })])(
    'a deleted letter always leaves the list',
    async (ids) => {
      const { actor, ports, items } = startLetters();
      await settle();
      for (const id of ids) {
        actor.send({ type: 'DELETE', id: String(id) });
        await settle();
        expect(items().map((letter) => letter.id)).not.toContain(String(id));
      }
      expect(
        items().every((letter) => ports.world.letters.some((kept) => kept.id === letter.id)),
      ).toBe(true);
    },
  );
});

describe('vouchers machine', () => {
  function startVouchers() {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const toasts: ToastInput[] = [];
    const logic = vouchersWithEffects({
      redemptions: ports.redemptions,
      type: '0',
      notify: (toast) => toasts.push(toast),
    });
    const actor = createActor(logic, { input: { shownAt: 0 } }).start();
    const list = () => actor.getSnapshot().children.list?.getSnapshot().context;
    return { actor, ports, toasts, list };
  }

  it('loads more by the vouchers rule and deletes', async () => {
    const { actor, ports, toasts, list } = startVouchers();
    await settle();
    expect(list()?.items).toHaveLength(9);
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(list()?.items).toHaveLength(20);
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(ports.recordings.calls.filter((call) => call === 'redemptions.vouchers')).toHaveLength(
      3,
    );
    actor.send({ type: 'DELETE', id: '1' });
    await settle();
    expect(list()?.items).toHaveLength(19);
    expect(list()?.pagination?.total).toBe(19);
    actor.send({ type: 'DELETE', id: '1' });
    await settle();
    expect(toasts.map((toast) => toast.title)).toEqual([
      { key: 'vouchers.deleted' },
      { key: 'vouchers.deleteFailed' },
    ]);
  });

  it('reaches every state, a deletion pending only while asked or under way (xstate/graph)', () => {
    const { reached } = checkModel(vouchersMachine, {
      input: { shownAt: 0 },
      paths: 'simple',
      events: [
        { type: 'ASK_DELETE', id: '1' },
        { type: 'CONFIRM_DELETE' },
        { type: 'CANCEL_DELETE' },
        { type: 'DELETE', id: '1' },
        { type: 'xstate.done.actor.deleteVoucher', output: '1' },
        { type: 'xstate.error.actor.deleteVoucher', error: 1 },
      ],
      serializeContext: ({ pendingDelete, error }) => ({ pendingDelete, failed: error !== null }),
      invariant: (snapshot) => {
        expect(snapshot.context.pendingDelete !== null).toBe(
          snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
        );
      },
    });
    expect(reached).toEqual(stateValues('ready', 'confirmingDelete', 'deleting'));
  });

  it('deletes only after the member confirms, with the toasts of SPEC §8', async () => {
    const { actor, ports, toasts, list } = startVouchers();
    await settle();
    actor.send({ type: 'ASK_DELETE', id: '2' });
    actor.send({ type: 'CANCEL_DELETE' });
    await settle();
    expect(ports.recordings.calls).not.toContain('redemptions.deleteVoucher');
    expect(list()?.items.map((voucher) => voucher.id)).toContain('2');
    actor.send({ type: 'ASK_DELETE', id: '2' });
    actor.send({ type: 'CONFIRM_DELETE' });
    await settle();
    expect(list()?.items.map((voucher) => voucher.id)).not.toContain('2');
    ports.failNext('redemptions.deleteVoucher', { kind: 'server', status: 500, message: 'x' });
    actor.send({ type: 'ASK_DELETE', id: '3' });
    actor.send({ type: 'CONFIRM_DELETE' });
    await settle();
    expect(list()?.items.map((voucher) => voucher.id)).toContain('3');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(toasts.map((toast) => [toast.type, toast.title])).toEqual([
      ['success', { key: 'vouchers.deleted' }],
      ['error', { key: 'vouchers.deleteFailed' }],
    ]);
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.record({ type: fc.constant('ASK_DELETE' as const), id: fc.constantFrom('1', '5', '9') }),
        fc.constant({ type: 'CONFIRM_DELETE' as const }),
        fc.constant({ type: 'CANCEL_DELETE' as const }),
      ),
      { maxLength: 8 },
    ),
  ])('a voucher leaves the list only when its deletion was confirmed', async (events) => {
    const { actor, list } = startVouchers();
    await settle();
    const confirmed = new Set<string>();
    let asked: string | null = null;
    for (const event of events) {
      const before = actor.getSnapshot();
      actor.send(event);
      if (event.type === 'ASK_DELETE' && before.matches('ready')) asked = event.id;
      if (event.type === 'CONFIRM_DELETE' && before.matches('confirmingDelete') && asked) {
        confirmed.add(asked);
      }
      await settle();
    }
    const left = new Set(list()?.items.map((voucher) => voucher.id));
    for (const id of ['1', '5', '9']) expect(left.has(id)).toBe(!confirmed.has(id));
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { lettersMachine } from './letters.machine.ts';
import { vouchersMachine } from './vouchers.machine.ts';

/** Starts the flow over fake ports; `prepare` sets the scene before the first page loads. */
function startLetters(prepare: (ports: ReturnType<typeof createFakePorts>) => void = () => {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const toasts: ToastInput[] = [];
  const actor = createActor(lettersMachine, {
    input: { redemptions: ports.redemptions, notify: (t) => toasts.push(t) },
  }).start();
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

  it('reaches every state (xstate/graph)', () => {
    const { ports } = startLetters();
    const { reached } = checkModel(lettersMachine, {
      input: { redemptions: ports.redemptions },
      events: [
        { type: 'OPEN', id: '1' },
        { type: 'DELETE', id: '1' },
        { type: 'SEND', id: '1', email: 'a@b.co' },
        { type: 'xstate.done.actor.openLetter', output: ports.world.letters[0] },
        { type: 'xstate.done.actor.deleteLetter', output: '1' },
        { type: 'xstate.done.actor.sendLetter', output: true },
      ],
    });
    expect(reached).toEqual(stateValues('ready', 'opening', 'deleting', 'sending'));
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
    const actor = createActor(vouchersMachine, {
      input: { redemptions: ports.redemptions, notify: (t) => toasts.push(t) },
    }).start();
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

  it('reaches every state (xstate/graph)', () => {
    const { ports } = startVouchers();
    const { reached } = checkModel(vouchersMachine, {
      input: { redemptions: ports.redemptions },
      events: [
        { type: 'DELETE', id: '1' },
        { type: 'xstate.done.actor.deleteVoucher', output: '1' },
        { type: 'xstate.error.actor.deleteVoucher', error: 1 },
      ],
    });
    expect(reached).toEqual(stateValues('ready', 'deleting'));
  });
});

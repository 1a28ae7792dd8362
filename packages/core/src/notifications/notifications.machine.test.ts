import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { notificationsEffects } from './notifications.flow.ts';
import { notificationsMachine } from './notifications.machine.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const actor = createActor(
    notificationsMachine.provide(notificationsEffects(ports.notifications)),
  ).start();
  return { actor, ports };
}

describe('notifications machine', () => {
  it('a check sets both flags when the server reports new; fetching clears both', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHECK' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      canGetNewNotifications: true,
      newNotification: true,
    });
    actor.send({ type: 'FETCH' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      canGetNewNotifications: false,
      newNotification: false,
    });
    expect(actor.getSnapshot().context.items).toHaveLength(3);
    ports.world.hasNewNotifications = false;
    actor.send({ type: 'CHECK' });
    await settle();
    expect(actor.getSnapshot().context.newNotification).toBe(false);
  });

  it('reads the list when asked during a check, instead of dropping the request', async () => {
    const { actor } = start();
    actor.send({ type: 'CHECK' });
    actor.send({ type: 'FETCH' });
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(3);
    expect(actor.getSnapshot().context.newNotification).toBe(false);
  });

  it('marks one read locally and tells the server', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'FETCH' });
    await settle();
    actor.send({ type: 'MARK_READ', id: '2' });
    expect(actor.getSnapshot().context.items.map((item) => item.read)).toEqual([
      false,
      true,
      false,
    ]);
    await settle();
    expect(ports.world.notifications[1]?.read).toBe(true);
  });

  it('keeps failures silent and clears on logout', async () => {
    const { actor, ports } = start();
    ports.failNext('notifications.check', { kind: 'network', message: 'x' });
    actor.send({ type: 'CHECK' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.message).toBe('x');
    ports.failNext('notifications.list', { kind: 'network', message: 'y' });
    actor.send({ type: 'FETCH' });
    await settle();
    expect(actor.getSnapshot().context.error?.message).toBe('y');
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('reaches every state; fetching always leaves both flags false (xstate/graph)', () => {
    const { reached } = checkModel(notificationsMachine, {
      events: [
        { type: 'CHECK' },
        { type: 'FETCH' },
        { type: 'xstate.done.actor.check', output: true },
        { type: 'xstate.done.actor.list', output: [] },
        { type: 'xstate.error.actor.list', error: new Error('x') },
      ],
      invariant: (snapshot, event) => {
        if (event.type === 'xstate.done.actor.list') {
          expect(snapshot.context.canGetNewNotifications || snapshot.context.newNotification).toBe(
            false,
          );
        }
      },
    });
    expect(reached).toEqual(stateValues('idle', 'checking', 'fetching'));
  });

  test.prop([fc.array(fc.constantFrom('CHECK', 'FETCH', 'NEW'), { maxLength: 12 })])(
    'the new-dot is on exactly when a check saw news after the last fetch',
    async (steps) => {
      const { actor, ports } = start();
      ports.world.hasNewNotifications = false;
      let expected = false;
      for (const step of steps) {
        if (step === 'NEW') {
          ports.world.hasNewNotifications = true;
          continue;
        }
        actor.send({ type: step });
        await settle();
        if (step === 'CHECK' && ports.world.hasNewNotifications) expected = true;
        if (step === 'FETCH') expected = false;
        expect(actor.getSnapshot().context.newNotification).toBe(expected);
      }
    },
  );
});

describe('a failed mark-as-read', () => {
  it('stays silent: the machine keeps running and the item stays read locally', async () => {
    const { actor, ports } = start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'FETCH' });
    await settle();
    ports.failNext('notifications.markRead', { kind: 'server', status: 500, message: 'boom' });
    actor.send({ type: 'MARK_READ', id: '2' });
    await settle();
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.items[1]?.read).toBe(true);
    actor.send({ type: 'CHECK' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

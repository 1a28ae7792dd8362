import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { coinMachine } from './coin.machine.ts';

describe('coin machine', () => {
  it('loads the coin, or tells the member to try later', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const toasts: ToastInput[] = [];
    ports.failNext('engagement.coin', { kind: 'network', message: 'x' });
    const actor = createActor(coinMachine, {
      input: { engagement: ports.engagement, notify: (t) => toasts.push(t) },
    }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts).toEqual([{ type: 'error', title: { key: 'engagement.coinFailed' } }]);
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.coin).toMatchObject({
      program_name: 'Pontos Clube',
      balance: 120_000,
    });
  });

  it('reaches every state (xstate/graph)', () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const { reached } = checkModel(coinMachine, {
      input: { engagement: ports.engagement },
      events: [
        { type: 'LOAD' },
        { type: 'xstate.done.actor.loadCoin', output: ports.world.coin },
        { type: 'xstate.error.actor.loadCoin', error: 1 },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('loading', 'ready', 'failed'));
  });
});

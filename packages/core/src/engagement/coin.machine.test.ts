import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { coinEffects } from './coin.flow.ts';
import { coinMachine } from './coin.machine.ts';
import type { Coin } from './coin.schema.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const toasts: ToastInput[] = [];
  const machine = coinMachine.provide(
    coinEffects(ports.engagement, { notify: (toast) => toasts.push(toast) }),
  );
  return { ports, toasts, machine };
}

describe('coin machine', () => {
  it('loads the coin, or tells the member to try later', async () => {
    const { ports, toasts, machine } = start();
    ports.failNext('engagement.coin', { kind: 'server', status: 500, message: 'x' });
    const actor = createActor(machine).start();
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

  it('keeps data only in its context: it survives JSON, loaded or failed', async () => {
    const { ports, machine } = start();
    const actor = createActor(machine).start();
    await settle();
    const loaded = actor.getSnapshot().context;
    expect(loaded.coin).not.toBeNull();
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(loaded);
    ports.failNext('engagement.coin', { kind: 'network', message: 'x' });
    actor.send({ type: 'LOAD' });
    await settle();
    const failed = actor.getSnapshot().context;
    expect(failed.error).toMatchObject({ kind: 'network' });
    expect(JSON.parse(JSON.stringify(failed))).toEqual(failed);
  });

  it('takes its effects from provide: a swapped loadCoin is the one read', async () => {
    const { ports, machine } = start();
    const coin = { ...ports.world.coin, balance: 7 } as Coin;
    const actor = createActor(
      machine.provide({ actors: { loadCoin: fromPromise<Coin>(async () => coin) } }),
    ).start();
    await settle();
    expect(actor.getSnapshot().context.coin).toEqual(coin);
    expect(ports.recordings.calls).toEqual([]);
  });

  it('fails, without a toast, when no flow provided its effects', async () => {
    const actor = createActor(coinMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('reaches every state (xstate/graph)', () => {
    const { machine, ports } = start();
    const { reached } = checkModel(machine, {
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

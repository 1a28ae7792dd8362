import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectCoin } from './coin.connect.ts';
import { coinEffects } from './coin.flow.ts';
import { coinMachine } from './coin.machine.ts';

describe('connectCoin', () => {
  it('shows the coin and its balance, and a failure that reload recovers from', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const coin = ports.engagement.coin.bind(ports.engagement);
    let down = true;
    ports.engagement.coin = async () => {
      if (down) throw { kind: 'server', status: 500, message: 'erro' };
      return coin();
    };
    const notifier = { notify: () => undefined };
    const actor = createActor(coinMachine.provide(coinEffects(ports.engagement, notifier))).start();
    const api = () => connectCoin(actor.getSnapshot(), actor.send);
    expect(api().loading).toBe(true);
    await settle();
    expect(api().error).toMatchObject({ status: 500 });
    expect(api().offline).toBe(false);
    expect(api().coin).toBeNull();
    down = false;
    api().reload();
    await settle();
    expect(api().error).toBeNull();
    expect(api().coin?.program_name).toBeTruthy();
    expect(api().balanceText).toMatch(/\d/);
  });

  it('says offline when the coin failed for want of a connection, and not once it loads', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const coin = ports.engagement.coin.bind(ports.engagement);
    let online = false;
    ports.engagement.coin = async () => {
      if (!online) throw { kind: 'network', message: 'Failed to fetch' };
      return coin();
    };
    const notifier = { notify: () => undefined };
    const actor = createActor(coinMachine.provide(coinEffects(ports.engagement, notifier))).start();
    const api = () => connectCoin(actor.getSnapshot(), actor.send);
    expect(api().offline).toBe(false); // loading: not failed yet
    await settle();
    expect(api().offline).toBe(true);
    online = true;
    api().reload();
    await settle();
    expect(api().offline).toBe(false);
    expect(api().coin?.program_name).toBeTruthy();
  });
});

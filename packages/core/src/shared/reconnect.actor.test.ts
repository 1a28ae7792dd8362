import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFakeConnectivity } from '../testing/fake-connectivity.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectLoad } from './load.connect.ts';
import { createLoadMachine, withLoad } from './load.machine.ts';
import { reconnecting, retryWhenOnline } from './reconnect.actor.ts';

const noConnection = { kind: 'network', message: 'Failed to fetch' };
const machine = createLoadMachine<string>('thing');

/** A load whose first answer is "no connection", then 'banners'. */
function startLoad(connection: ReturnType<typeof createFakeConnectivity> | null) {
  let calls = 0;
  const loading = withLoad(machine, () =>
    calls++ === 0 ? Promise.reject(noConnection) : Promise.resolve('banners'),
  );
  const logic = reconnecting(loading, connection ? retryWhenOnline(connection.source) : undefined);
  const actor = createActor(logic, { input: { eager: true } }).start();
  return { api: () => connectLoad(actor.getSnapshot(), actor.send), calls: () => calls, actor };
}

describe('reconnecting: a read that failed offline asks again once the device is back', () => {
  it('a load with the host’s reconnect loads again by itself when the connection returns', async () => {
    const connection = createFakeConnectivity(false);
    const { api, calls } = startLoad(connection);
    await settle();
    expect(api().error).toEqual(noConnection);
    expect(api().offline).toBe(true);
    expect(connection.listening()).toBe(1);
    // Still offline: an event that does not say "online" asks nothing.
    connection.set(false);
    await settle();
    expect(calls()).toBe(1);
    connection.set(true);
    await settle();
    expect(calls()).toBe(2);
    expect(api().data).toBe('banners');
    expect(api().offline).toBe(false);
    expect(connection.listening()).toBe(0);
  });

  it('without one (a bot, a test) the machine is unchanged and waits for a retry', async () => {
    expect(reconnecting(machine, undefined)).toBe(machine);
    const { api, calls } = startLoad(null);
    await settle();
    expect(api().error).not.toBeNull();
    await settle();
    expect(calls()).toBe(1);
    api().retry();
    await settle();
    expect(api().data).toBe('banners');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { ClubError } from '../shared/club-error.ts';
import { createFakeConnectivity } from '../testing/fake-connectivity.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { reconnecting, retryWhenOnline } from '../shared/reconnect.actor.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectNearby } from './nearby.connect.ts';
import { nearbyEffects } from './nearby.flow.ts';
import { nearbyMachine } from './nearby.machine.ts';
import type { GeoPosition } from '../location/address.schema.ts';

function startNearby(locate: () => Promise<GeoPosition>) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const asked: GeoPosition[] = [];
  const nearby = ports.campaigns.nearby.bind(ports.campaigns);
  ports.campaigns.nearby = async (position) => {
    asked.push(position);
    return nearby(position);
  };
  const actor = createActor(
    nearbyMachine.provide(nearbyEffects({ current: locate }, ports.campaigns)),
  ).start();
  return { api: () => connectNearby(actor.getSnapshot(), actor.send), asked };
}

const SAO_PAULO = { latitude: -23.55, longitude: -46.63 };

describe('nearby flow', () => {
  it('asks for the position, then the partners near it, nearest first, in km with a comma', async () => {
    const { api, asked } = startNearby(async () => SAO_PAULO);
    expect(api().locating).toBe(true);
    await settle();
    expect(asked).toEqual([SAO_PAULO]);
    const partners = api().partners;
    expect(partners.length).toBeGreaterThan(1);
    const distances = partners.map((partner) => partner.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(partners[0]?.distanceText).toBe('0,5 km');
    expect(partners[1]?.distanceText).toBe('1,8 km');
  });

  it('a refused permission is its own state and asks for no partners; retry asks again', async () => {
    let allow = false;
    const refusal: ClubError = { kind: 'network', message: 'negada', refused: true };
    const { api, asked } = startNearby(async () => {
      if (!allow) throw refusal;
      return SAO_PAULO;
    });
    await settle();
    expect(api().refused).toBe(true);
    expect(api().error).toBeNull();
    expect(asked).toEqual([]);
    allow = true;
    api().retry();
    await settle();
    expect(api().refused).toBe(false);
    expect(api().partners.length).toBeGreaterThan(0);
  });

  it('an unavailable position is a failure that can be retried', async () => {
    const { api } = startNearby(async () => {
      throw { kind: 'timeout', message: 'demorou' } satisfies ClubError;
    });
    await settle();
    expect(api().refused).toBe(false);
    expect(api().error).toMatchObject({ kind: 'timeout' });
  });

  it('partners not asked for want of a connection say offline and load once back online', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const nearby = ports.campaigns.nearby.bind(ports.campaigns);
    const connection = createFakeConnectivity(false);
    ports.campaigns.nearby = async (position) => {
      if (!connection.source.getSnapshot()) throw { kind: 'network', message: 'Failed to fetch' };
      return nearby(position);
    };
    const machine = nearbyMachine.provide(
      nearbyEffects({ current: async () => SAO_PAULO }, ports.campaigns),
    );
    const actor = createActor(reconnecting(machine, retryWhenOnline(connection.source))).start();
    const api = () => connectNearby(actor.getSnapshot(), actor.send);
    await settle();
    expect(api().offline).toBe(true);
    expect(api().error).toMatchObject({ kind: 'network' });
    connection.set(true);
    await settle();
    expect(api().offline).toBe(false);
    expect(api().partners.length).toBeGreaterThan(0);
  });

  it('a position the device could not find is not called offline, though its kind is network', async () => {
    const { api } = startNearby(async () => {
      throw { kind: 'network', message: 'Localização indisponível' } satisfies ClubError;
    });
    await settle();
    expect(api().error).toMatchObject({ kind: 'network' });
    expect(api().offline).toBe(false);
  });

  it('hands each request the signal that aborts it when the flow stops', async () => {
    let locateSignal: AbortSignalLike | undefined;
    const actor = createActor(
      nearbyMachine.provide(
        nearbyEffects(
          {
            current: (signal) => {
              locateSignal = signal;
              return new Promise<GeoPosition>(() => {});
            },
          },
          createFakePorts({ clock: new SimulatedClock() }).campaigns,
        ),
      ),
    ).start();
    expect(locateSignal?.aborted).toBe(false);
    actor.stop();
    expect(locateSignal?.aborted).toBe(true);
  });

  it('reaches every state (xstate/graph)', () => {
    const { reached } = checkModel(nearbyMachine, {
      events: [
        { type: 'xstate.done.actor.0.nearby.locating', output: SAO_PAULO },
        {
          type: 'xstate.error.actor.0.nearby.locating',
          error: { kind: 'network', message: 'x', refused: true },
        },
        { type: 'xstate.done.actor.0.nearby.loading', output: [] },
        { type: 'xstate.error.actor.0.nearby.loading', error: { kind: 'network', message: 'x' } },
        { type: 'RETRY' },
      ],
    });
    expect(reached).toEqual(stateValues('locating', 'loading', 'ready', 'refused', 'failed'));
  });
});

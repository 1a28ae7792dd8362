import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectHome } from './home.connect.ts';
import { homeMachine } from './home.machine.ts';

type FakePorts = ReturnType<typeof createFakePorts>;

function startHome(withAwards: boolean, prepare: (ports: FakePorts) => void = () => undefined) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const asked: unknown[] = [];
  const shelves = ports.campaigns.shelves.bind(ports.campaigns);
  ports.campaigns.shelves = async (query) => {
    asked.push(query);
    return shelves(query);
  };
  const actor = createActor(homeMachine, {
    input: { campaigns: ports.campaigns, awards: ports.awards, withAwards },
  }).start();
  const api = () =>
    connectHome(actor.getSnapshot(), actor.send, {
      permissions: withAwards ? ['awards'] : [],
      has_geolocation_access: false,
      has_request_partners: false,
      has_api_access: false,
      logout: false,
      generic_app: false,
    });
  return { ports, actor, api, asked };
}

describe('home flow', () => {
  it('loads shelves of 20 with 10 highlights and the carousel as soon as it starts', async () => {
    const { api, asked } = startHome(false);
    expect(api().loading).toBe(true);
    await settle();
    expect(asked).toEqual([{ quantity: 20, highlightQuantity: 10 }]);
    expect(api().loading).toBe(false);
    expect(api().shelves[0]).toMatchObject({ nameKey: 'home.mainShelf' });
    expect(api().shelves.some((shelf) => shelf.kind === 'awards')).toBe(false);
    expect(api().banners.length).toBeGreaterThan(0);
  });

  it('adds the award shelf with awards', async () => {
    const { api } = startHome(true);
    await settle();
    expect(api().shelves.at(-1)?.kind).toBe('awards');
  });

  it('keeps the shelves when banners fail, fails without shelves, and retries', async () => {
    const { api } = startHome(false, (ports) => {
      ports.campaigns.banners = async () => {
        throw { kind: 'network', message: 'down' };
      };
    });
    await settle();
    expect(api().error).toBeNull();
    expect(api().banners).toEqual([]);
    expect(api().shelves.length).toBeGreaterThan(0);

    let down = true;
    const failing = startHome(false, (ports) => {
      const shelves = ports.campaigns.shelves.bind(ports.campaigns);
      ports.campaigns.shelves = async (query) => {
        if (down) throw { kind: 'server', status: 500, message: 'erro' };
        return shelves(query);
      };
    });
    await settle();
    expect(failing.api().error).toMatchObject({ status: 500 });
    expect(failing.api().shelves).toEqual([]);
    down = false;
    failing.api().retry();
    await settle();
    expect(failing.api().error).toBeNull();
    expect(failing.api().shelves.length).toBeGreaterThan(0);
  });
});

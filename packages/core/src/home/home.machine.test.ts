import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
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
  it('loads shelves of 20 with 10 highlights as soon as it starts, and no banners', async () => {
    const { api, asked, ports } = startHome(false);
    expect(api().loading).toBe(true);
    await settle();
    expect(asked).toEqual([{ quantity: 20, highlightQuantity: 10 }]);
    expect(api().loading).toBe(false);
    expect(api().shelves[0]).toMatchObject({ nameKey: 'home.mainShelf', category: null });
    expect(api().shelves.some((shelf) => shelf.kind === 'awards')).toBe(false);
    // The carousel is bannersFlow's: the shelves do not ask for banners a second time.
    expect(ports.recordings.calls).not.toContain('campaigns.banners');
    expect(ports.recordings.calls).not.toContain('awards.partners');
  });

  it('adds the award shelf with awards', async () => {
    const { api } = startHome(true);
    await settle();
    expect(api().shelves.at(-1)?.kind).toBe('awards');
  });

  it('keeps the shelves when award partners fail, fails without shelves, and retries', async () => {
    const { api } = startHome(true, (ports) => {
      ports.failNext('awards.partners', { kind: 'network', message: 'down' });
    });
    await settle();
    expect(api().error).toBeNull();
    expect(api().shelves.length).toBeGreaterThan(0);
    expect(api().shelves.some((shelf) => shelf.kind === 'awards')).toBe(false);

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

  it('model: reaches loading, ready and failed; an error only when failed, RETRY only from it', () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const shelf = { name: 'Principais Parceiros', slug: null, permission: null, partners: [] };
    const { reached } = checkModel(homeMachine, {
      input: { campaigns: ports.campaigns, awards: ports.awards, withAwards: true },
      events: [
        { type: 'RETRY' },
        {
          type: 'xstate.done.actor.0.home.loading',
          output: { shelves: [shelf], awardPartners: [] },
        },
        { type: 'xstate.error.actor.0.home.loading', error: { kind: 'network', message: 'x' } },
      ],
      invariant: (snapshot) => {
        expect(snapshot.context.error !== null).toBe(snapshot.matches('failed'));
        if (!snapshot.matches('ready')) expect(snapshot.context.shelves).toEqual([]);
      },
    });
    expect(reached).toEqual(stateValues('loading', 'ready', 'failed'));
  });
});

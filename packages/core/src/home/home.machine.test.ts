import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Banner } from '../campaigns/banner.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectHome, selectHomeAnswered } from './home.connect.ts';
import { homeEffects } from './home.flow.ts';
import { homeMachine, type HomeLoaded, type HomeShelvesData } from './home.machine.ts';

type FakePorts = ReturnType<typeof createFakePorts>;

const CONFIG = {
  has_geolocation_access: false,
  has_request_partners: false,
  has_api_access: false,
  logout: false,
  generic_app: false,
};

function startHome(withAwards: boolean, prepare: (ports: FakePorts) => void = () => undefined) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const asked: unknown[] = [];
  const signals: unknown[] = [];
  const shelves = ports.campaigns.shelves.bind(ports.campaigns);
  ports.campaigns.shelves = async (query, signal) => {
    asked.push(query);
    signals.push(signal);
    return shelves(query);
  };
  const banners = ports.campaigns.banners.bind(ports.campaigns);
  ports.campaigns.banners = async (query, signal) => {
    asked.push(query);
    signals.push(signal);
    return banners(query);
  };
  const machine = homeMachine.provide({ actors: homeEffects(ports.campaigns, ports.awards) });
  const actor = createActor(machine, { input: { withAwards } });
  // Every snapshot the view would be handed (the view renders once per snapshot).
  const snapshots: unknown[] = [];
  actor.subscribe((snapshot) => snapshots.push(snapshot));
  actor.start();
  const api = () =>
    connectHome(actor.getSnapshot(), actor.send, {
      ...CONFIG,
      permissions: withAwards ? ['awards'] : [],
    });
  return { ports, actor, api, asked, signals, snapshots };
}

describe('home flow', () => {
  it('asks for shelves of 20 with 10 highlights and the type-0 banners together, with its signal', async () => {
    const { api, asked, ports, signals } = startHome(false);
    expect(api().loading).toBe(true);
    expect(api().banners.data).toBeNull();
    // Both requests leave before either answers.
    expect(asked).toEqual([{ quantity: 20, highlightQuantity: 10 }, { type: 0 }]);
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    await settle();
    expect(api().loading).toBe(false);
    expect(api().shelves[0]).toMatchObject({ nameKey: 'home.mainShelf', category: null });
    expect(api().shelves.some((shelf) => shelf.kind === 'awards')).toBe(false);
    expect(api().banners.data?.length).toBeGreaterThan(0);
    expect(ports.recordings.calls).not.toContain('awards.partners');
  });

  it('is answered once its shelves and banners are in, or have failed', async () => {
    const loaded = startHome(false);
    expect(selectHomeAnswered(loaded.actor.getSnapshot())).toBe(false);
    await settle();
    expect(selectHomeAnswered(loaded.actor.getSnapshot())).toBe(true);
    const failed = startHome(false, (ports) =>
      ports.failNext('campaigns.shelves', { kind: 'network', message: 'down' }),
    );
    await settle();
    expect(failed.api().error).not.toBeNull();
    expect(selectHomeAnswered(failed.actor.getSnapshot())).toBe(true);
  });

  it('hands the view shelves and banners in one snapshot: Home renders its content once', async () => {
    const { snapshots, api } = startHome(true);
    await settle();
    expect(api().shelves.length).toBeGreaterThan(0);
    // The first snapshot (loading) and the one with everything in it.
    expect(snapshots).toHaveLength(2);
  });

  it('adds the award shelf with awards', async () => {
    const { api } = startHome(true);
    await settle();
    expect(api().shelves.at(-1)?.kind).toBe('awards');
  });

  it('keeps the shelves when award partners fail', async () => {
    const { api } = startHome(true, (ports) => {
      ports.failNext('awards.partners', { kind: 'network', message: 'down' });
    });
    await settle();
    expect(api().error).toBeNull();
    expect(api().shelves.length).toBeGreaterThan(0);
    expect(api().shelves.some((shelf) => shelf.kind === 'awards')).toBe(false);
  });

  it('fails the shelves alone, keeps the carousel, and RETRY asks for the shelves only', async () => {
    let down = true;
    const { api, asked } = startHome(false, (ports) => {
      const shelves = ports.campaigns.shelves.bind(ports.campaigns);
      ports.campaigns.shelves = async (query) => {
        if (down) throw { kind: 'server', status: 500, message: 'erro' };
        return shelves(query);
      };
    });
    await settle();
    expect(api().error).toMatchObject({ status: 500 });
    expect(api().shelves).toEqual([]);
    expect(api().banners.data?.length).toBeGreaterThan(0);
    down = false;
    asked.length = 0;
    api().retry();
    expect(api().loading).toBe(true);
    await settle();
    expect(asked).toEqual([{ quantity: 20, highlightQuantity: 10 }]);
    expect(api().error).toBeNull();
    expect(api().shelves.length).toBeGreaterThan(0);
  });

  it('fails the banners alone, keeps the shelves, and RETRY_BANNERS asks for the banners only', async () => {
    const { api, asked } = startHome(false, (ports) => {
      ports.failNext('campaigns.banners', { kind: 'network', message: 'down' });
    });
    await settle();
    expect(api().banners.error).toMatchObject({ kind: 'network' });
    expect(api().banners.data).toBeNull();
    expect(api().shelves.length).toBeGreaterThan(0);
    asked.length = 0;
    api().banners.retry();
    await settle();
    expect(asked).toEqual([{ type: 0 }]);
    expect(api().banners.error).toBeNull();
    expect(api().banners.data?.length).toBeGreaterThan(0);
  });

  it('keeps data only in its context: it survives JSON', async () => {
    const { actor } = startHome(true, (ports) => {
      ports.failNext('campaigns.banners', { kind: 'network', message: 'down' });
    });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.shelves.length).toBeGreaterThan(0);
    expect(context.bannersError).not.toBeNull();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('takes its effects from provide: swapped effects are the ones asked', async () => {
    const banner = { id: 'b1', name: 'Um banner' } as unknown as Banner;
    const inputs: unknown[] = [];
    const machine = homeMachine.provide({
      actors: {
        loadHome: fromPromise<HomeLoaded, { withAwards: boolean }>(async ({ input }) => {
          inputs.push(input);
          return {
            shelves: { ok: false, error: { kind: 'timeout', message: 'lento' } },
            banners: { ok: true, value: [banner] },
          };
        }),
        loadShelves: fromPromise<HomeShelvesData, { withAwards: boolean }>(async () => ({
          shelves: [],
          awardPartners: [],
        })),
      },
    });
    const actor = createActor(machine, { input: { withAwards: true } }).start();
    await settle();
    const api = () => connectHome(actor.getSnapshot(), actor.send, { ...CONFIG, permissions: [] });
    expect(inputs).toEqual([{ withAwards: true }]);
    expect(api().banners.data).toEqual([banner]);
    expect(api().error).toMatchObject({ kind: 'timeout' });
    api().retry();
    await settle();
    expect(api().error).toBeNull();
    expect(api().shelves).toEqual([]);
  });

  it('without its effects, fails both parts with a ClubError', async () => {
    const actor = createActor(homeMachine, { input: { withAwards: false } }).start();
    await settle();
    const api = connectHome(actor.getSnapshot(), actor.send, { ...CONFIG, permissions: [] });
    expect(api.error).toMatchObject({ kind: 'network' });
    expect(api.banners.error).toMatchObject({ kind: 'network' });
  });

  it('model: every state is reached; an error only where that part failed, data never lost', () => {
    const shelf = { name: 'Principais Parceiros', slug: null, permission: null, partners: [] };
    const failure = { kind: 'network', message: 'x' } as const;
    const outputs: HomeLoaded[] = [
      {
        shelves: { ok: true, value: { shelves: [shelf], awardPartners: [] } },
        banners: { ok: true, value: [] },
      },
      { shelves: { ok: false, error: failure }, banners: { ok: false, error: failure } },
    ];
    const { reached } = checkModel(homeMachine, {
      input: { withAwards: true },
      events: [
        { type: 'RETRY' },
        { type: 'RETRY_BANNERS' },
        ...outputs.map((output) => ({ type: 'xstate.done.actor.0.home.loading', output })),
        { type: 'xstate.error.actor.0.home.loading', error: failure },
        {
          type: 'xstate.done.actor.0.home.shown.shelves.retrying',
          output: { shelves: [shelf], awardPartners: [] },
        },
        { type: 'xstate.error.actor.0.home.shown.shelves.retrying', error: failure },
        { type: 'xstate.done.actor.0.home.shown.banners.retrying', output: [] },
        { type: 'xstate.error.actor.0.home.shown.banners.retrying', error: failure },
      ],
      invariant: (snapshot) => {
        const { context } = snapshot;
        expect(context.error !== null).toBe(snapshot.matches({ shown: { shelves: 'failed' } }));
        expect(context.bannersError !== null).toBe(
          snapshot.matches({ shown: { banners: 'failed' } }),
        );
        if (snapshot.matches({ shown: { banners: 'ready' } })) {
          expect(context.banners).not.toBeNull();
        }
        expect(JSON.parse(JSON.stringify(context))).toEqual(context);
      },
    });
    expect(reached).toEqual(
      stateValues(
        'loading',
        ...['ready', 'failed', 'retrying'].flatMap((shelves) =>
          ['ready', 'failed', 'retrying'].map((banners) => ({ shown: { shelves, banners } })),
        ),
      ),
    );
  });

  it('property: whatever part fails and however often it is retried, the other part stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.constantFrom('RETRY', 'RETRY_BANNERS'), { maxLength: 4 }),
        async (shelvesDown, bannersDown, retries) => {
          const { api } = startHome(false, (ports) => {
            if (shelvesDown) ports.failNext('campaigns.shelves', { kind: 'network', message: 'x' });
            if (bannersDown) ports.failNext('campaigns.banners', { kind: 'network', message: 'x' });
          });
          await settle();
          expect(api().error !== null).toBe(shelvesDown);
          expect(api().banners.error !== null).toBe(bannersDown);
          for (const retry of retries) {
            if (retry === 'RETRY') api().retry();
            else api().banners.retry();
            await settle();
          }
          const shelvesRetried = retries.includes('RETRY');
          // RETRY asks for whatever failed (it is also the reconnect's); RETRY_BANNERS the banners.
          const bannersRetried = retries.length > 0;
          expect(api().shelves.length > 0).toBe(!shelvesDown || shelvesRetried);
          expect(api().banners.data !== null).toBe(!bannersDown || bannersRetried);
        },
      ),
      { numRuns: 40 },
    );
  });
});

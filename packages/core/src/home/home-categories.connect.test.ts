import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { categoriesEffects } from '../campaigns/categories.flow.ts';
import { categoriesMachine } from '../campaigns/categories.machine.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectHomeCategories } from './home-categories.connect.ts';

function startCategories() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const actor = createActor(categoriesMachine.provide(categoriesEffects(ports.campaigns))).start();
  const api = () => connectHomeCategories(actor.getSnapshot(), actor.send);
  return { ports, actor, api };
}

describe('home categories (connect)', () => {
  it('is loading before and while the categories are asked for, then lists them', async () => {
    const { api, ports } = startCategories();
    expect(api()).toMatchObject({ loading: true, error: null, categories: [] });
    api().retry();
    expect(api().loading).toBe(true);
    await settle();
    expect(api().loading).toBe(false);
    expect(api().categories.map((c) => c.slug)).toEqual(ports.world.categories.map((c) => c.slug));
  });

  it('a failure with nothing to show is an error that retry clears', async () => {
    const { api, ports } = startCategories();
    ports.failNext('campaigns.categories', { kind: 'server', status: 500, message: 'erro' });
    api().retry();
    await settle();
    expect(api()).toMatchObject({ loading: false, error: { status: 500 }, categories: [] });
    api().retry();
    expect(api()).toMatchObject({ loading: true, error: null });
    await settle();
    expect(api().error).toBeNull();
    expect(api().categories.length).toBeGreaterThan(0);
  });

  it('a failure after a list keeps showing that list, without an error', async () => {
    const { api, ports } = startCategories();
    api().retry();
    await settle();
    const shown = api().categories;
    ports.failNext('campaigns.categories', { kind: 'network', message: 'caiu' });
    api().retry();
    await settle();
    expect(api()).toMatchObject({ loading: false, error: null, categories: shown });
  });
});

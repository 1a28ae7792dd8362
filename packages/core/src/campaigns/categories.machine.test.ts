import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { arbitraryCategory } from '../testing/arbitraries.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { categoriesEffects } from './categories.flow.ts';
import { categoriesMachine } from './categories.machine.ts';
import { categoryIconColor, menuCategories } from './categories.rules.ts';
import { categorySchema } from './category.schema.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const actor = createActor(categoriesMachine.provide(categoriesEffects(ports.campaigns))).start();
  return { actor, ports };
}

describe('categories machine', () => {
  it('loads the categories, clears them, and keeps the error of a failed load', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.categories).toEqual(ports.world.categories);
    expect(ports.world.categories.length).toBeGreaterThan(0);

    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.categories).toEqual([]);

    ports.failNext('campaigns.categories', { kind: 'network', message: 'x' });
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', message: 'x' });
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a sign-out during the load drops its answer', async () => {
    const { actor } = start();
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'CLEAR' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.categories).toEqual([]);
  });

  it('reaches every state, and CLEAR always leaves an empty list (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(categoriesMachine, {
      events: [
        { type: 'LOAD' },
        { type: 'CLEAR' },
        { type: 'xstate.done.actor.load', output: ports.world.categories },
        { type: 'xstate.error.actor.load', error: { kind: 'network', message: 'x' } },
      ],
      invariant: (snapshot, event) => {
        if (event.type === 'CLEAR') expect(snapshot.context.categories).toEqual([]);
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
        if (snapshot.matches('ready')) expect(snapshot.context.error).toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('idle', 'loading', 'ready', 'failed'));
  });
});

describe('category menu rules', () => {
  test.prop([fc.array(arbitraryCategory, { maxLength: 12 })])(
    'the menu holds exactly the menu categories, ordered by menu_order',
    (categories) => {
      const menu = menuCategories(categories);
      expect(menu.length).toBe(categories.filter((category) => category.is_menu).length);
      expect(menu.every((category) => category.is_menu)).toBe(true);
      const orders = menu.map((category) => category.menu_order ?? Number.MAX_SAFE_INTEGER);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    },
  );

  it('keeps the server order between equal positions', () => {
    const category = (slug: string, menu_order: number | null) =>
      categorySchema.parse({ id: slug, name: slug, slug, is_menu: true, menu_order });
    expect(
      menuCategories([
        category('b', 2),
        category('a', 1),
        category('c', null),
        category('d', 2),
      ]).map((entry) => entry.slug),
    ).toEqual(['a', 'b', 'd', 'c']);
  });

  test.prop([fc.integer({ min: -1000, max: 1000 })])(
    'icon colours cycle through primary-1 … primary-8',
    (position) => {
      expect(categoryIconColor(position)).toBe(`primary-${(((position % 8) + 8) % 8) + 1}`);
      expect(categoryIconColor(position, null)).toBe(categoryIconColor(position));
      expect(categoryIconColor(position, 'primary-9')).toBe(categoryIconColor(position));
      expect(categoryIconColor(position, 'primary-3')).toBe('primary-3');
    },
  );
});

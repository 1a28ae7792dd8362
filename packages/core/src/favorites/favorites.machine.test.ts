import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { favoritesEffects } from './favorites.flow.ts';
import { favoritesMachine } from './favorites.machine.ts';

function start() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const toasts: ToastInput[] = [];
  const actor = createActor(
    favoritesMachine.provide(
      favoritesEffects(ports.favorites, { notify: (toast) => toasts.push(toast) }),
    ),
  ).start();
  return { actor, ports, toasts };
}

describe('favorites machine', () => {
  it("loads the slugs and follows the server's answer on each click, with a toast", async () => {
    const { actor, ports, toasts } = start();
    ports.world.favorites = ['b'];
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.slugs).toEqual(['b']);
    actor.send({ type: 'TOGGLE', slug: 'a', partnerName: 'Pizzaria' });
    actor.send({ type: 'TOGGLE', slug: 'b', partnerName: 'Cinema' });
    await settle(20);
    expect(actor.getSnapshot().context.slugs).toEqual(['a']);
    expect(toasts).toEqual([
      {
        type: 'favorite',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizzaria' } },
        text: { key: 'favorites.added' },
      },
      {
        type: 'favorite',
        title: { key: 'feedback.offerTitle', params: { title: 'Cinema' } },
        text: { key: 'favorites.removed' },
      },
    ]);
  });

  it('in the favorites view, an unfavorited item leaves and the count drops', async () => {
    const { actor, ports } = start();
    ports.world.favorites = ['a', 'b'];
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'SHOW_VIEW', items: [{ slug: 'a' }, { slug: 'b' }] as never, total: 2 });
    await settle();
    actor.send({ type: 'TOGGLE', slug: 'a', partnerName: 'P' });
    await settle(20);
    expect(actor.getSnapshot().context.view).toEqual({ items: [{ slug: 'b' }], total: 1 });
    actor.send({ type: 'HIDE_VIEW' });
    expect(actor.getSnapshot().context.view).toBeNull();
  });

  it('keeps the list when the server fails, and clears on logout', async () => {
    const { actor, ports } = start();
    ports.failNext('favorites.toggle', { kind: 'server', status: 500, message: 'falhou' });
    actor.send({ type: 'TOGGLE', slug: 'a', partnerName: 'P' });
    await settle(20);
    expect(actor.getSnapshot().context).toMatchObject({
      slugs: [],
      queue: [],
      error: { message: 'falhou' },
    });
    ports.failNext('favorites.slugs', { kind: 'server', status: 500, message: 'x' });
    actor.send({ type: 'LOAD' });
    await settle();
    expect(actor.getSnapshot().context.error?.message).toBe('x');
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context).toMatchObject({ slugs: [], error: null, view: null });
  });

  it('reaches every state in the model (xstate/graph)', () => {
    const { reached } = checkModel(favoritesMachine, {
      events: [
        { type: 'LOAD' },
        { type: 'TOGGLE', slug: 'a', partnerName: 'P' },
        { type: 'xstate.done.actor.loadSlugs', output: ['a'] },
        { type: 'xstate.done.actor.toggle', output: false },
        { type: 'xstate.error.actor.toggle', error: new Error('x') },
      ],
      serializeContext: (context) => [context.slugs, Math.min(context.queue.length, 2)],
      invariant: (snapshot) =>
        expect(new Set(snapshot.context.slugs).size).toBe(snapshot.context.slugs.length),
    });
    expect(reached).toEqual(stateValues('idle', 'loading', 'ready', 'toggling'));
  });

  test.prop([
    fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 4 }), {
      maxLength: 8,
    }),
    fc.subarray(['a', 'b', 'c', 'd']),
  ])(
    "after any sequence of clicks the local list equals the server's truth",
    async (bursts, initial) => {
      const { actor, ports } = start();
      ports.world.favorites = [...initial];
      actor.send({ type: 'LOAD' });
      await settle();
      for (const burst of bursts) {
        // Clicks in a burst arrive while earlier requests are still in flight.
        for (const slug of burst) actor.send({ type: 'TOGGLE', slug, partnerName: slug });
        await settle(5);
      }
      await settle(200);
      expect(actor.getSnapshot().context.queue).toEqual([]);
      expect([...actor.getSnapshot().context.slugs].sort()).toEqual(
        [...ports.world.favorites].sort(),
      );
      const clicks = bursts.flat();
      for (const slug of ['a', 'b', 'c', 'd']) {
        const flips = clicks.filter((click) => click === slug).length;
        expect(ports.world.favorites.includes(slug)).toBe(
          initial.includes(slug) !== (flips % 2 === 1),
        );
      }
    },
  );
});

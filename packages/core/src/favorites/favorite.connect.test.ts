import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectFavorite } from './favorite.connect.ts';
import { favoritesEffects } from './favorites.flow.ts';
import { favoritesMachine } from './favorites.machine.ts';

function start(favorites: string[] = []) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.world.favorites = [...favorites];
  const toasts: ToastInput[] = [];
  const actor = createActor(
    favoritesMachine.provide(
      favoritesEffects(ports.favorites, { notify: (toast) => toasts.push(toast) }),
    ),
  ).start();
  actor.send({ type: 'LOAD' });
  const button = (slug: string) =>
    connectFavorite(actor.getSnapshot(), actor.send, { slug, partnerName: 'Pizzaria' });
  return { actor, ports, toasts, button };
}

describe('connectFavorite', () => {
  it('shows the asked-for state while the click waits, then the server answer', async () => {
    const { button } = start(['b']);
    await settle();
    expect(button('a')).toMatchObject({ favorite: false, pressed: false, pending: false });
    expect(button('b')).toMatchObject({ favorite: true, pressed: true });
    button('a').toggle();
    expect(button('a')).toMatchObject({ favorite: false, pressed: true, pending: true });
    expect(button('b')).toMatchObject({ pressed: true, pending: false });
    await settle(20);
    expect(button('a')).toMatchObject({
      favorite: true,
      pressed: true,
      pending: false,
      failed: false,
    });
  });

  it('a refused click puts the button back, says so, and a new click clears the failure', async () => {
    const { button, ports, toasts } = start();
    await settle();
    ports.failNext('favorites.toggle', { kind: 'server', status: 500, message: 'falhou' });
    button('a').toggle();
    expect(button('a').pressed).toBe(true);
    await settle(20);
    expect(button('a')).toMatchObject({ favorite: false, pressed: false, failed: true });
    expect(button('b').failed).toBe(false);
    expect(toasts).toEqual([
      {
        type: 'error',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizzaria' } },
        text: { key: 'favorites.failed' },
      },
    ]);
    button('a').toggle();
    expect(button('a')).toMatchObject({ failed: false, pending: true });
    await settle(20);
    expect(button('a')).toMatchObject({ favorite: true, failed: false });
  });

  test.prop([fc.array(fc.constantFrom('a', 'b'), { maxLength: 8 })])(
    'while clicks wait, each offer shows the parity of its clicks over the server state',
    async (clicks) => {
      const { button } = start(['b']);
      await settle();
      for (const slug of clicks) button(slug).toggle();
      for (const slug of ['a', 'b']) {
        const flips = clicks.filter((click) => click === slug).length;
        const initial = slug === 'b';
        expect(button(slug).pressed).toBe(flips % 2 === 1 ? !initial : initial);
      }
      await settle(20 * (clicks.length + 1));
      for (const slug of ['a', 'b']) {
        const flips = clicks.filter((click) => click === slug).length;
        const initial = slug === 'b';
        expect(button(slug)).toMatchObject({
          pending: false,
          pressed: flips % 2 === 1 ? !initial : initial,
        });
      }
    },
  );
});

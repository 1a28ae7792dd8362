import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectLike } from './like.connect.ts';
import { likeEffects } from './like.flow.ts';
import { likeMachine } from './like.machine.ts';

function start(fail = false) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[0]!;
  if (fail) {
    ports.campaigns.toggleLike = async () => {
      throw { kind: 'network', message: 'caiu' };
    };
  }
  const machine = likeMachine.provide(likeEffects(ports.campaigns, { notify: () => {} }));
  const actor = createActor(machine, {
    input: {
      item: { slug: campaign.slug, title: 'Oferta', is_liked: false, liked_count: 4 },
    },
  }).start();
  return () => connectLike(actor.getSnapshot(), actor.send);
}

describe('connectLike', () => {
  it('is pending while the request flies, then shows the server answer and the count', async () => {
    const like = start();
    like().toggle();
    expect(like()).toMatchObject({ pending: true, liked: false, pressed: true, shownCount: 5 });
    await settle();
    expect(like()).toMatchObject({
      liked: true,
      count: 5,
      pressed: true,
      shownCount: 5,
      pending: false,
      failed: false,
    });
  });

  it('a failed toggle keeps the previous state and says so', async () => {
    const like = start(true);
    like().toggle();
    expect(like()).toMatchObject({ pressed: true, shownCount: 5 });
    await settle();
    expect(like()).toMatchObject({
      liked: false,
      count: 4,
      pressed: false,
      shownCount: 4,
      pending: false,
      failed: true,
    });
  });
});

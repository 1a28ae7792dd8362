import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { likeMachine } from './like.machine.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[0]!;
  const toasts: ToastInput[] = [];
  const actor = createActor(likeMachine, {
    input: {
      campaigns: ports.campaigns,
      item: {
        slug: campaign.slug,
        title: 'Pizza',
        is_liked: campaign.is_liked,
        liked_count: campaign.liked_count,
      },
      notify: (toast) => toasts.push(toast),
    },
  }).start();
  return { actor, ports, toasts, campaign };
}

describe('like machine', () => {
  it('toggles is_liked and moves the count by one, with feedback', async () => {
    const { actor, toasts, campaign } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' }); // ignored while sending
    await settle();
    expect(actor.getSnapshot().context.item).toMatchObject({
      is_liked: true,
      liked_count: campaign.liked_count + 1,
    });
    actor.send({ type: 'TOGGLE' });
    await settle();
    expect(actor.getSnapshot().context.item).toMatchObject({
      is_liked: false,
      liked_count: campaign.liked_count,
    });
    expect(toasts).toEqual([
      {
        type: 'like',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizza' } },
        text: { key: 'likes.liked' },
      },
      {
        type: 'like',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizza' } },
        text: { key: 'likes.unliked' },
      },
    ]);
  });

  it('keeps the item on failure and says so in an error toast', async () => {
    const { actor, ports, toasts } = start();
    ports.failNext('campaigns.toggleLike', { kind: 'network', message: 'x' });
    actor.send({ type: 'TOGGLE' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      item: { is_liked: false },
      error: { message: 'x' },
    });
    expect(toasts).toEqual([
      {
        type: 'error',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizza' } },
        text: { key: 'likes.failed' },
      },
    ]);
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(likeMachine, {
      input: {
        campaigns: ports.campaigns,
        item: { slug: 's', title: 't', is_liked: false, liked_count: 1 },
      },
      events: [
        { type: 'TOGGLE' },
        { type: 'xstate.done.actor.toggleLike', output: true },
        { type: 'xstate.error.actor.toggleLike', error: 1 },
      ],
      invariant: (snapshot) => expect(snapshot.context.item.liked_count).toBeGreaterThanOrEqual(0),
    });
    expect(reached).toEqual(stateValues('idle', 'sending'));
  });

  test.prop([fc.integer({ min: 1, max: 10 })])(
    'n settled clicks: liked iff n is odd, count moves by at most one',
    async (clicks) => {
      const { actor, campaign } = start();
      for (let i = 0; i < clicks; i += 1) {
        actor.send({ type: 'TOGGLE' });
        await settle();
      }
      const { item } = actor.getSnapshot().context;
      expect(item.is_liked).toBe(clicks % 2 === 1);
      expect(item.liked_count).toBe(campaign.liked_count + (clicks % 2));
    },
  );
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { likeEffects } from './like.flow.ts';
import { likeMachine } from './like.machine.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[0]!;
  const toasts: ToastInput[] = [];
  const machine = likeMachine.provide(
    likeEffects(ports.campaigns, { notify: (toast) => toasts.push(toast) }),
  );
  const actor = createActor(machine, {
    input: {
      item: {
        slug: campaign.slug,
        title: 'Pizza',
        is_liked: campaign.is_liked,
        liked_count: campaign.liked_count,
      },
    },
  }).start();
  return { actor, ports, toasts, campaign, machine };
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
    const { machine } = start();
    const { reached } = checkModel(machine, {
      input: {
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

  it('keeps data only in its context: it survives JSON, liked or failed', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'TOGGLE' });
    await settle();
    const liked = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(liked))).toEqual(liked);
    ports.failNext('campaigns.toggleLike', { kind: 'network', message: 'x' });
    actor.send({ type: 'TOGGLE' });
    await settle();
    const failed = actor.getSnapshot().context;
    expect(failed.error).toMatchObject({ kind: 'network' });
    expect(JSON.parse(JSON.stringify(failed))).toEqual(failed);
  });

  it('takes its effects from provide: a swapped toggleLike is the one asked, with the slug', async () => {
    const { machine, ports } = start();
    const asked: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          toggleLike: fromPromise<boolean, { slug: string }>(async ({ input }) => {
            asked.push(input.slug);
            return true;
          }),
        },
      }),
      { input: { item: { slug: 'pizza', title: 'Pizza', is_liked: false, liked_count: 2 } } },
    ).start();
    actor.send({ type: 'TOGGLE' });
    await settle();
    expect(asked).toEqual(['pizza']);
    expect(actor.getSnapshot().context.item).toMatchObject({ is_liked: true, liked_count: 3 });
    expect(ports.recordings.calls).not.toContain('campaigns.toggleLike');
  });
});

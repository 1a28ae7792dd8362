import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { toastsMachine } from './toasts.machine.ts';
import { runOnSimulatedTime } from '../testing/simulated-time.ts';
import { checkModel, stateValues } from '../testing/model.ts';

describe('toasts machine', () => {
  it('closes a toast after exactly 5000 ms of simulated time', async () => {
    const run = runOnSimulatedTime(toastsMachine);
    run.actor.send({
      type: 'SHOW',
      toast: { type: 'success', title: { key: 'withdraw.success' } },
    });
    expect(run.actor.getSnapshot().context.toasts).toEqual([
      {
        id: 'toast-1',
        type: 'success',
        title: { key: 'withdraw.success' },
        text: null,
        icon: null,
      },
    ]);
    await run.advance(4999);
    expect(run.actor.getSnapshot().context.toasts).toHaveLength(1);
    await run.advance(1);
    expect(run.actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('closes early on CLOSE and cancels its timer', async () => {
    const run = runOnSimulatedTime(toastsMachine);
    run.actor.send({
      type: 'SHOW',
      toast: { type: 'error', title: { key: 'letters.deleteFailed' } },
    });
    await run.advance(1000);
    run.actor.send({
      type: 'SHOW',
      toast: {
        type: 'like',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizza' } },
        text: { key: 'likes.liked' },
      },
    });
    run.actor.send({ type: 'CLOSE', id: 'toast-1' });
    expect(run.actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['toast-2']);
    await run.advance(4000);
    expect(run.actor.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['toast-2']);
    await run.advance(1000);
    expect(run.actor.getSnapshot().context.toasts).toEqual([]);
  });

  it('has one state, reached in the model (xstate/graph)', () => {
    const { reached } = checkModel(toastsMachine, {
      events: [
        { type: 'SHOW', toast: { type: 'success', title: { key: 'cashback.redeemed' } } },
        { type: 'CLOSE', id: 'toast-1' },
      ],
      serializeContext: (context) => Math.min(context.toasts.length, 2),
      invariant: (snapshot) =>
        expect(new Set(snapshot.context.toasts.map((t) => t.id)).size).toBe(
          snapshot.context.toasts.length,
        ),
    });
    expect(reached).toEqual(stateValues('active'));
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 7000 }), { minLength: 1, maxLength: 12 })])(
    'every toast lives exactly 5000 ms, whatever the gaps between them',
    async (gaps) => {
      const run = runOnSimulatedTime(toastsMachine);
      const shownAt = new Map<string, number>();
      let now = 0;
      for (const gap of gaps) {
        await run.advance(gap);
        now += gap;
        run.actor.send({
          type: 'SHOW',
          toast: { type: 'success', title: { key: 'cashback.redeemed' } },
        });
        shownAt.set(`toast-${shownAt.size + 1}`, now);
        for (const toast of run.actor.getSnapshot().context.toasts) {
          expect(now - (shownAt.get(toast.id) ?? 0)).toBeLessThan(5000);
        }
        for (const [id, at] of shownAt) {
          const open = run.actor.getSnapshot().context.toasts.some((toast) => toast.id === id);
          expect(open).toBe(now - at < 5000);
        }
      }
      run.actor.stop();
    },
  );
});

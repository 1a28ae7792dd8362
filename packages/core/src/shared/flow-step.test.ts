import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { ClubError } from './club-error.ts';
import { settle } from '../testing/simulated-time.ts';
import { STEP_REFUSED, stepThrough } from './flow-step.ts';

/** A flow with one step: GO starts it, it ends done or failed. */
function stepMachine(outcome: () => Promise<string>) {
  return setup({
    types: {
      context: {} as { value: string | null; error: ClubError | null },
      events: {} as { type: 'GO' },
    },
    actors: { run: fromPromise(() => outcome()) },
  }).createMachine({
    context: { value: null, error: null },
    initial: 'idle',
    states: {
      idle: { on: { GO: 'running' } },
      running: {
        invoke: {
          src: 'run',
          onDone: { target: 'done', actions: assign({ value: ({ event }) => event.output }) },
          onError: {
            target: 'idle',
            actions: assign({ error: ({ event }) => event.error as ClubError }),
          },
        },
      },
      done: {},
    },
  });
}

const watch = {
  busy: (snapshot: { matches: (state: 'running') => boolean }) => snapshot.matches('running'),
  end: (snapshot: {
    matches: (state: 'done') => boolean;
    context: { value: string | null; error: ClubError | null };
  }) =>
    snapshot.matches('done')
      ? { ok: true as const, value: snapshot.context.value ?? '' }
      : snapshot.context.error
        ? { ok: false as const, error: snapshot.context.error }
        : null,
};

describe('stepThrough', () => {
  it('resolves with what the step reached', async () => {
    const actor = createActor(stepMachine(async () => 'pronto')).start();
    await expect(stepThrough(actor, { type: 'GO' }, watch)).resolves.toBe('pronto');
  });

  it("rejects with the flow's own error", async () => {
    const error: ClubError = { kind: 'server', status: 500, message: 'boom' };
    const actor = createActor(
      stepMachine(async () => {
        throw error;
      }),
    ).start();
    await expect(stepThrough(actor, { type: 'GO' }, watch)).rejects.toBe(error);
  });

  it('a step the flow does not take answers what the flow holds, or is refused', async () => {
    const actor = createActor(stepMachine(async () => 'x')).start();
    actor.send({ type: 'GO' });
    await settle();
    // done: GO is not taken; the step's result is already there.
    await expect(stepThrough(actor, { type: 'GO' }, watch)).resolves.toBe('x');
    const idle = createActor(stepMachine(async () => 'x')).start();
    await expect(
      stepThrough(idle, { type: 'GO' }, { busy: () => false, end: () => null }),
    ).rejects.toBe(STEP_REFUSED);
  });

  it('rejects when the flow stops before the step ends', async () => {
    const actor = createActor(stepMachine(() => new Promise<string>(() => {}))).start();
    const step = stepThrough(actor, { type: 'GO' }, watch);
    actor.stop();
    await expect(step).rejects.toBe(STEP_REFUSED);
  });
});

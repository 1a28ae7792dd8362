import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { arbitraryClubError } from './arbitraries.ts';
import { completeInvoke, failInvoke, runningInvokes } from './invoke.ts';
import { settle } from './simulated-time.ts';
import { isClubError } from '../shared/club-error.ts';

/** A machine whose invoke id is not named by the test; its port never answers by itself. */
const machine = setup({
  actors: { load: fromPromise<string>(() => new Promise<string>(() => undefined)) },
}).createMachine({
  initial: 'idle',
  context: { result: null as string | null, error: null as unknown },
  states: {
    idle: { on: { GO: 'loading' } },
    loading: {
      invoke: {
        id: 'someInternalName',
        src: 'load',
        onDone: {
          target: 'done',
          actions: ({ context, event }) => void (context.result = event.output),
        },
        onError: {
          target: 'failed',
          actions: ({ context, event }) => void (context.error = event.error),
        },
      },
    },
    done: {},
    failed: {},
  },
});

describe('completeInvoke / failInvoke', () => {
  it('answer the running invoke without its id', () => {
    const actor = createActor(machine).start();
    expect(runningInvokes(actor)).toEqual([]);
    expect(() => completeInvoke(actor, 'x')).toThrow(/no invoke is running/);
    actor.send({ type: 'GO' });
    expect(runningInvokes(actor)).toEqual(['someInternalName']);
    completeInvoke(actor, 'answer');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.result).toBe('answer');
  });

  it('fail it with any ClubError', () => {
    fc.assert(
      fc.property(arbitraryClubError, (error) => {
        expect(isClubError(error)).toBe(true);
        const actor = createActor(machine).start();
        actor.send({ type: 'GO' });
        failInvoke(actor, error);
        expect(actor.getSnapshot().value).toBe('failed');
        expect(actor.getSnapshot().context.error).toEqual(error);
      }),
    );
  });
});

describe('settle', () => {
  it('waits for the running invokes to answer, however many promise hops they take', async () => {
    const slow = setup({
      actors: {
        load: fromPromise(async () => {
          for (let hop = 0; hop < 50; hop += 1) await Promise.resolve();
          return 'late';
        }),
      },
    }).createMachine({
      initial: 'loading',
      states: { loading: { invoke: { src: 'load', onDone: 'done' } }, done: {} },
    });
    const actor = createActor(slow).start();
    await settle(10);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('done');
  });
});

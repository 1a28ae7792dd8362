import { assign, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type { AbortSignalLike } from './abort-signal.ts';
import { toClubError, type ClubError } from './club-error.ts';
import { neverReconnect } from './reconnect.actor.ts';
import { unprovided } from './unprovided.ts';

export interface LoadInput {
  /** Load as soon as the flow starts (a banner strip), or only when asked (a gift card). */
  eager: boolean;
}

export interface LoadContext<T> extends LoadInput {
  data: T | null;
  error: ClubError | null;
}

export type LoadEvent = { type: 'LOAD' } | { type: 'RETRY' };

/**
 * One thing loaded once: idle (when not eager) → loading → ready | failed, RETRY from a
 * failure. For the small reads of a screen (banners, a gift card's code) that need no list.
 * The call is the `load` actor a flow supplies (`withLoad`); the context holds data only.
 */
export function createLoadMachine<T>(id: string) {
  return setup({
    types: {
      context: {} as LoadContext<T>,
      events: {} as LoadEvent,
      input: {} as LoadInput,
    },
    actors: {
      load: unprovided<T, void>('load'),
      // While failed: asks again once the device is back online (a flow may provide the host's).
      reconnect: neverReconnect,
    },
    guards: { eager: ({ context }) => context.eager },
  }).createMachine({
    id,
    context: ({ input }) => ({ eager: input.eager, data: null, error: null }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'eager', target: 'loading' }, { target: 'idle' }] },
      idle: { on: { LOAD: 'loading' } },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toClubError(event.error) }),
          },
        },
      },
      ready: {},
      failed: { invoke: { src: 'reconnect' }, on: { RETRY: 'loading' } },
    },
  });
}

export type LoadMachine<T> = ReturnType<typeof createLoadMachine<T>>;

/** The load machine with the flow's call (a closure over its ports) as its `load` actor. */
export function withLoad<TMachine extends AnyStateMachine, T>(
  machine: TMachine & LoadMachine<T>,
  load: (signal: AbortSignalLike) => Promise<T>,
): TMachine {
  const actor = fromPromise<T>(({ signal }) => load(signal));
  return machine.provide({ actors: { load: actor } } as never) as TMachine;
}

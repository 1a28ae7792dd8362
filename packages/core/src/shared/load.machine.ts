import { assign, fromPromise, setup } from 'xstate';
import type { AbortSignalLike } from './abort-signal.ts';
import { toClubError, type ClubError } from './club-error.ts';
import { neverReconnect } from './reconnect.actor.ts';

export interface LoadInput<T, D> {
  /** The call, through the ports in `deps`; the signal aborts when the flow stops. */
  load: (deps: D, signal: AbortSignalLike) => Promise<T>;
  deps: D;
  /** Load as soon as the flow starts (a banner strip), or only when asked (a gift card). */
  eager: boolean;
}

export interface LoadContext<T, D> extends LoadInput<T, D> {
  data: T | null;
  error: ClubError | null;
}

export type LoadEvent = { type: 'LOAD' } | { type: 'RETRY' };

/**
 * One thing loaded once: idle (when not eager) → loading → ready | failed, RETRY from a
 * failure. For the small reads of a screen (banners, a gift card's code) that need no list.
 */
export function createLoadMachine<T, D>(id: string) {
  return setup({
    types: {
      context: {} as LoadContext<T, D>,
      events: {} as LoadEvent,
      input: {} as LoadInput<T, D>,
    },
    actors: {
      load: fromPromise<T, { load: LoadInput<T, D>['load']; deps: D }>(({ input, signal }) =>
        input.load(input.deps, signal),
      ),
      // While failed: asks again once the device is back online (a flow may provide the host's).
      reconnect: neverReconnect,
    },
    guards: { eager: ({ context }) => context.eager },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...input, data: null, error: null }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'eager', target: 'loading' }, { target: 'idle' }] },
      idle: { on: { LOAD: 'loading' } },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'load',
          input: ({ context }) => ({ load: context.load, deps: context.deps }),
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

export type LoadMachine<T, D> = ReturnType<typeof createLoadMachine<T, D>>;

import { assign, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { User } from './user.schema.ts';

/** Data only: the loading is an actor the club provides (`memberEffects`). */
export interface MemberContext {
  user: User | null;
  error: ClubError | null;
}

export type MemberEvent =
  | { type: 'LOAD' }
  | { type: 'CLEAR' }
  /** The reconnect's: the device is back online after a failure. */
  | { type: 'RETRY' };

/**
 * The signed-in member's data: loaded after sign-in, reloaded on demand, cleared on logout;
 * after a failure the `reconnect` actor asks again once the device is back online.
 */
export const memberMachine = setup({
  types: {
    context: {} as MemberContext,
    events: {} as MemberEvent,
  },
  actors: {
    loadUser: unprovided<User, void>('member.loadUser'),
    // While failed: RETRY once the device is back online (the club provides the host's).
    reconnect: neverReconnect,
  },
}).createMachine({
  id: 'member',
  context: { user: null, error: null },
  initial: 'idle',
  on: {
    LOAD: '.loading',
    CLEAR: { target: '.idle', actions: assign({ user: null, error: null }) },
  },
  states: {
    idle: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadUser',
        onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
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

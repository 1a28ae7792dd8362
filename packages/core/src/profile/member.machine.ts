import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { ProfilePort } from './profile.port.ts';
import type { User } from './user.schema.ts';

export interface MemberContext {
  profile: ProfilePort;
  user: User | null;
  error: ClubError | null;
}

export type MemberEvent = { type: 'LOAD' } | { type: 'CLEAR' };

/** The signed-in member's data: loaded after sign-in, reloaded on demand, cleared on logout. */
export const memberMachine = setup({
  types: {
    context: {} as MemberContext,
    events: {} as MemberEvent,
    input: {} as { profile: ProfilePort },
  },
  actors: {
    loadUser: fromPromise<User, { profile: ProfilePort }>(({ input }) => input.profile.user()),
  },
}).createMachine({
  id: 'member',
  context: ({ input }) => ({ profile: input.profile, user: null, error: null }),
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
        input: ({ context }) => ({ profile: context.profile }),
        onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {},
    failed: {},
  },
});

import { fromPromise } from 'xstate';
import type { ProfilePort } from './profile.port.ts';
import type { User } from './user.schema.ts';

/** The member's effect over its port, with its actor's signal (CLEAR aborts a load in flight). */
export function memberEffects(profile: ProfilePort) {
  return {
    loadUser: fromPromise<User, void>(({ signal }) => profile.user(signal)),
  };
}

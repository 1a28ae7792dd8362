import { fromPromise } from 'xstate';
import type { ProfilePort } from './profile.port.ts';
import type { User } from './user.schema.ts';

/** The member's effect over its port, with its actor's signal (CLEAR aborts a load in flight). */
export function memberEffects(profile: ProfilePort) {
  return memberEffectsBy(() => profile);
}

/**
 * The same effect, finding the port through the actor's system: one provided machine serves
 * every club of a process (a `provide` per club rebuilds the whole state tree, ≈ 7 KiB).
 */
export function memberEffectsBy(profileOf: (system: unknown) => ProfilePort) {
  return {
    loadUser: fromPromise<User, void>(({ signal, system }) => profileOf(system).user(signal)),
  };
}

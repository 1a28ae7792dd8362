import type { User } from './user.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The signed-in member's own data. */
export interface ProfilePort {
  user(signal?: AbortSignalLike): Promise<User>;
}

export const ProfilePortToken = Symbol.for('clube.ProfilePort');

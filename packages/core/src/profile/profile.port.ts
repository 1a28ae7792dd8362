import type { User } from './user.schema.ts';

/** The signed-in member's own data. */
export interface ProfilePort {
  user(): Promise<User>;
}

export const ProfilePortToken = Symbol.for('clube.ProfilePort');

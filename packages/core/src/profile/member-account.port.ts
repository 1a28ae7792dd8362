import type { User } from './user.schema.ts';

/** Editing the member's own data (PATCH user, POST user/check-email). */
export interface MemberAccountPort {
  /** Sends the changed fields; the caller reloads the user afterwards. */
  update(fields: Partial<Record<keyof User, string | number | boolean | null>>): Promise<void>;
  /** Whether an e-mail is free to use. */
  checkEmail(email: string): Promise<boolean>;
}

export const MemberAccountPortToken = Symbol.for('clube.MemberAccountPort');

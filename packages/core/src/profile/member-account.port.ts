import type { User } from './user.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface PasswordChange {
  current_password: string;
  password: string;
  confirm_password: string;
}

/** Editing the member's own data (PATCH user, POST user/check-email). */
export interface MemberAccountPort {
  /** Sends the changed fields; the caller reloads the user afterwards. */
  update(
    fields: Partial<Record<keyof User, string | number | boolean | null>>,
    signal?: AbortSignalLike,
  ): Promise<void>;
  /** Whether an e-mail is free to use. */
  checkEmail(email: string, signal?: AbortSignalLike): Promise<boolean>;
  /** A signed-in member's new password, proven by the current one (Alterar senha). */
  changePassword(change: PasswordChange, signal?: AbortSignalLike): Promise<void>;
}

export const MemberAccountPortToken = Symbol.for('clube.MemberAccountPort');

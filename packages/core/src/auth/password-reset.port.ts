import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** Each call takes the signal of the task that made it: a closed page cancels its request. */
export interface PasswordResetPort {
  /** Asks for a reset e-mail (POST company/user/remember). */
  request(fields: { document?: string; email?: string }, signal?: AbortSignalLike): Promise<void>;
  /** Whether a reset token is valid. */
  checkToken(token: string, signal?: AbortSignalLike): Promise<boolean>;
  reset(
    token: string,
    fields: { password: string; password_confirmation: string },
    signal?: AbortSignalLike,
  ): Promise<void>;
}

export const PasswordResetPortToken = Symbol.for('clube.PasswordResetPort');

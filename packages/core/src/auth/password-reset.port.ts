export interface PasswordResetPort {
  /** Asks for a reset e-mail (POST company/user/remember). */
  request(fields: { document?: string; email?: string }): Promise<void>;
  /** Whether a reset token is valid. */
  checkToken(token: string): Promise<boolean>;
  reset(token: string, fields: { password: string; password_confirmation: string }): Promise<void>;
}

export const PasswordResetPortToken = Symbol.for('clube.PasswordResetPort');

import { fromPromise } from 'xstate';
import type { PasswordResetPort } from './password-reset.port.ts';

/** The password reset task's effects over its port, each call with its actor's signal. */
export function passwordResetEffects(port: PasswordResetPort) {
  return {
    request: fromPromise<void, { document?: string; email?: string }>(({ input, signal }) =>
      port.request(input, signal),
    ),
    checkToken: fromPromise<boolean, { token: string }>(({ input, signal }) =>
      port.checkToken(input.token, signal),
    ),
    reset: fromPromise<void, { token: string; password: string; confirmation: string }>(
      ({ input, signal }) =>
        port.reset(
          input.token,
          { password: input.password, password_confirmation: input.confirmation },
          signal,
        ),
    ),
  };
}

import { passwordResetMachine } from './password-reset.machine.ts';
import type { PasswordResetPort } from './password-reset.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * Password reset. Without a token it waits for a request (Esqueci minha senha); given the
 * address's token — `null` when it has none — it checks it at once (Nova senha).
 */
export function passwordResetFlow(
  club: FlowHost<{ passwordReset: PasswordResetPort }>,
  tokenToCheck?: string | null,
): Flow<typeof passwordResetMachine> {
  const { port, clock } = club.runtime;
  return flow(
    passwordResetMachine,
    {
      passwordReset: port('passwordReset'),
      ...(tokenToCheck === undefined ? {} : { tokenToCheck }),
    },
    clock,
  );
}

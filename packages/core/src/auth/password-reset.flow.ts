import type { PasswordResetPort } from './password-reset.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { passwordResetEffects } from './password-reset.effects.ts';
import { passwordResetMachine } from './password-reset.machine.ts';

/**
 * Password reset, one task with its form: without a token it waits for the CPF (Esqueci
 * minha senha); given the address's token — `null` when it has none — it checks it at once
 * (Nova senha).
 */
export function passwordResetFlow(
  club: FlowHost<{ passwordReset: PasswordResetPort }>,
  tokenToCheck?: string | null,
): Flow<typeof passwordResetMachine> {
  const { port, clock } = club.runtime;
  return flow(
    passwordResetMachine.provide({ actors: passwordResetEffects(port('passwordReset')) }),
    tokenToCheck === undefined ? {} : { tokenToCheck },
    clock,
  );
}

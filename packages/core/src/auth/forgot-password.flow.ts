import type { PasswordResetPort } from './password-reset.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Flow } from '../shared/flow.ts';
import { passwordResetFlow } from './password-reset.flow.ts';
import type { passwordResetMachine } from './password-reset.machine.ts';

/** Esqueci minha senha: the password reset task, waiting for the CPF in its form. */
export function forgotPasswordFlow(
  club: FlowHost<{ passwordReset: PasswordResetPort }>,
): Flow<typeof passwordResetMachine> {
  return passwordResetFlow(club);
}

import type { PasswordResetPort } from './password-reset.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Flow } from '../shared/flow.ts';
import { passwordResetFlow } from './password-reset.flow.ts';
import type { passwordResetMachine } from './password-reset.machine.ts';

/**
 * Nova senha: the password reset task for the address's token (`null` when it has none),
 * checked at once; then the new password in its form.
 */
export function newPasswordFlow(
  club: FlowHost<{ passwordReset: PasswordResetPort }>,
  token: string | null,
): Flow<typeof passwordResetMachine> {
  return passwordResetFlow(club, token);
}

import type { Club } from '../club.ts';
import type { Flow } from '../shared/flow.ts';
import { passwordResetFlow } from './password-reset.flow.ts';
import type { passwordResetMachine } from './password-reset.machine.ts';

/** Esqueci minha senha: the password reset task, waiting for the CPF in its form. */
export function forgotPasswordFlow(club: Club): Flow<typeof passwordResetMachine> {
  return passwordResetFlow(club);
}

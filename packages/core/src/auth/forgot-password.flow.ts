import { forgotPasswordFormMachine, type PasswordResetActor } from './password-reset.forms.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Esqueci minha senha: the CPF, sent through `passwordReset`. */
export function forgotPasswordFlow(
  club: Club,
  passwordReset: PasswordResetActor,
): Flow<typeof forgotPasswordFormMachine> {
  return flow(
    forgotPasswordFormMachine,
    { values: { document: '' }, deps: { passwordReset } },
    club.runtime.clock,
  );
}

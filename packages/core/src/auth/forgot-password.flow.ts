import { forgotPasswordFormMachine, type PasswordResetActor } from './password-reset.forms.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Esqueci minha senha: the CPF, sent through `passwordReset`. */
export function forgotPasswordFlow(
  club: FlowHost,
  passwordReset: PasswordResetActor,
): Flow<typeof forgotPasswordFormMachine> {
  return flow(
    forgotPasswordFormMachine,
    { values: { document: '' }, deps: { passwordReset } },
    club.runtime.clock,
  );
}

import { newPasswordFormMachine, type PasswordResetActor } from './password-reset.forms.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Nova senha: the new password and its confirmation, sent through `passwordReset`. */
export function newPasswordFlow(
  club: FlowHost,
  passwordReset: PasswordResetActor,
): Flow<typeof newPasswordFormMachine> {
  return flow(
    newPasswordFormMachine,
    { values: { password: '', confirmation: '' }, deps: { passwordReset } },
    club.runtime.clock,
  );
}

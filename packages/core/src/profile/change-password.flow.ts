import type { MemberAccountPort } from './member-account.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { changePasswordForm, changePasswordFormMachine } from './change-password.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Alterar senha: the signed-in member's new password, proven by the current one. */
export function changePasswordFlow(
  club: FlowHost<{ memberAccount: MemberAccountPort }> & Notifier,
): Flow<typeof changePasswordFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    changePasswordForm.withEffects({ account: port('memberAccount'), notify: club.notify }),
    { values: { current: '', password: '', confirmation: '' }, deps: {} },
    clock,
  );
}

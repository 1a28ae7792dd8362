import { accountValuesOf, inviteFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The HR-card invitation's form: a CPF and a new account, sent through `activation`. */
export function inviteFlow(
  club: FlowHost<{ memberAccount: MemberAccountPort }>,
  activation: ActivationActor,
  inviteToken: string,
): Flow<typeof inviteFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    inviteFormMachine,
    {
      values: { document: '', ...accountValuesOf(null, true) },
      deps: { activation, inviteToken, account: port('memberAccount'), originalEmail: '' },
    },
    clock,
  );
}

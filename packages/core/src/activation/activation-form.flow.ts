import { accountValuesOf, activationFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { VerifiedMember } from './verified-member.schema.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The activation form's fields, starting from the verified member; sent through `activation`. */
export function activationFormFlow(
  club: FlowHost<{ memberAccount: MemberAccountPort }>,
  activation: ActivationActor,
  member: VerifiedMember | null,
  withPassword: boolean,
): Flow<typeof activationFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    activationFormMachine,
    {
      values: accountValuesOf(member, withPassword),
      deps: { activation, account: port('memberAccount'), originalEmail: member?.email ?? '' },
    },
    clock,
  );
}

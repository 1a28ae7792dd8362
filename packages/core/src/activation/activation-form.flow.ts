import { accountValuesOf, activationFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { VerifiedMember } from './verified-member.schema.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The activation form's fields, starting from the verified member; sent through `activation`. */
export function activationFormFlow(
  club: Club,
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

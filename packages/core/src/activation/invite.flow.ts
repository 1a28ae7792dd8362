import { accountValuesOf, inviteFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The HR-card invitation's form: a CPF and a new account, sent through `activation`. */
export function inviteFlow(
  club: Club,
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

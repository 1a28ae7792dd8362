import { fromPromise } from 'xstate';
import type { StoredCredentials } from '../auth/auth-state.schema.ts';
import { storeCredentials } from '../auth/generic-app.rules.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { activationFormMachineWith, inviteFormMachineWith } from './activation.forms.ts';
import type { ActivationCredentials, ActivationPort } from './activation.port.ts';
import type { VerifiedMember } from './verified-member.schema.ts';

/** What the activation's effects run on. */
export interface ActivationEffectPorts {
  activation: ActivationPort;
  /** Checks a new e-mail as free on the account forms. */
  account: MemberAccountPort;
  storage: StoragePort;
  /** Hands the token to the session. */
  onToken: (token: string) => void;
}

/**
 * The activation machine's effects over the club's ports, for `activationMachine.provide`:
 * each call takes the step's signal, so that leaving the page cancels it.
 */
export function activationEffects(ports: ActivationEffectPorts) {
  return {
    accountForm: activationFormMachineWith(ports.account),
    inviteForm: inviteFormMachineWith(ports.account),
    checkDocument: fromPromise<
      { checked: VerifiedMember; verified: VerifiedMember },
      { credentials: ActivationCredentials }
    >(async ({ input, signal }) => {
      const checked = await ports.activation.check(input.credentials, signal);
      const verified = await ports.activation.verify(input.credentials, signal);
      return { checked, verified };
    }),
    remember: fromPromise<void, StoredCredentials>(async ({ input }) =>
      storeCredentials(ports.storage, input),
    ),
    activate: fromPromise<string, { fields: Record<string, string>; authenticate: boolean }>(
      ({ input, signal }) =>
        input.authenticate
          ? ports.activation.activateAuthenticate(input.fields, signal)
          : ports.activation.activate(input.fields, signal),
    ),
    acceptInvite: fromPromise<string, { inviteToken: string; fields: Record<string, string> }>(
      ({ input, signal }) => ports.activation.acceptInvite(input.inviteToken, input.fields, signal),
    ),
    signIn: fromPromise<void, { token: string }>(async ({ input }) => ports.onToken(input.token)),
  };
}

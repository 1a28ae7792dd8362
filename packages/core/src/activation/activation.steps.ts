import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { stepThrough, type StepEnd, STEP_REFUSED } from '../shared/flow-step.ts';
import type { ActivationMachine } from './activation.machine.ts';
import type { ActivationCredentials } from './activation.port.ts';
import type { ActivationForm } from './activation.rules.ts';
import { verifiedMemberOf, type VerifiedMember } from './verified-member.schema.ts';

/** A running activation flow (`activationFlow`), as the forms drive it. */
export type ActivationActor = ActorRefFrom<ActivationMachine>;
type ActivationSnapshot = SnapshotFrom<ActivationMachine>;

const busy = (snapshot: ActivationSnapshot): boolean =>
  snapshot.matches('starting') ||
  snapshot.matches('checking') ||
  snapshot.matches('verifying') ||
  snapshot.matches('activating') ||
  snapshot.matches('acceptingInvite');

const failure = <R>(snapshot: ActivationSnapshot): StepEnd<R> => ({
  ok: false,
  error: snapshot.context.error ?? STEP_REFUSED,
});

/** Checks and verifies a document; resolves with the member as verify describes them. */
export function checkThrough(
  actor: ActivationActor,
  credentials: ActivationCredentials,
): Promise<VerifiedMember> {
  return stepThrough(
    actor,
    { type: 'CHECK', credentials },
    {
      busy,
      end: (snapshot) => {
        if (snapshot.matches('verified')) {
          return { ok: true, value: verifiedMemberOf(snapshot.context.verified) };
        }
        return snapshot.matches('failed') ? failure(snapshot) : null;
      },
    },
  );
}

const activated = (snapshot: ActivationSnapshot): StepEnd<string> | null => {
  if (snapshot.matches('activated')) {
    return { ok: true, value: snapshot.context.token ?? '' };
  }
  return snapshot.matches('failed') ? failure(snapshot) : null;
};

/**
 * Activates a verified member with the form (activate, or activate-authenticate without a
 * password); resolves with the token the session was handed.
 */
export function activateThrough(actor: ActivationActor, form: ActivationForm): Promise<string> {
  return stepThrough(actor, { type: 'ACTIVATE', form }, { busy, end: activated });
}

/** Creates the account an HR-card invitation offers; resolves with the token. */
export function acceptInviteThrough(
  actor: ActivationActor,
  inviteToken: string,
  form: ActivationForm,
): Promise<string> {
  return stepThrough(actor, { type: 'ACCEPT_INVITE', inviteToken, form }, { busy, end: activated });
}

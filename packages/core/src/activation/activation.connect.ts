import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import type { ActivationCode } from '../shared/error-catalogue.ts';
import type { ActivationCredentials } from './activation.port.ts';
import type { ActivationEvent, activationMachine } from './activation.machine.ts';
import type { ActivationForm } from './activation.rules.ts';

/** Account activation (SPEC §4) as any view uses it: check, verify, activate, or an invite. */
export interface ActivationApi {
  /** A request is in flight (check, verify, activate or the invitation). */
  readonly busy: boolean;
  /** The document was checked and verified: the activation form may be filled. */
  readonly verified: boolean;
  /** What verify answered (the member's data for the form). */
  readonly member: unknown;
  /** Activated and signed in. */
  readonly activated: boolean;
  /** The catalogue's code of the last failure (1, 2, 3, 4, 12, or 404 when unknown). */
  readonly code: ActivationCode | null;
  readonly error: ClubError | null;
  /** false once a check said the document is unknown (code 2). */
  readonly documentExists: boolean | null;
  check(credentials: ActivationCredentials): void;
  activate(form: ActivationForm): void;
  acceptInvite(inviteToken: string, form: ActivationForm): void;
  retry(): void;
}

export function connectActivation(
  snapshot: SnapshotFrom<typeof activationMachine>,
  send: (event: ActivationEvent) => void,
): ActivationApi {
  const { verified, code, error, documentExists } = snapshot.context;
  const failed = snapshot.matches('failed');
  return {
    busy:
      snapshot.matches('checking') ||
      snapshot.matches('verifying') ||
      snapshot.matches('activating') ||
      snapshot.matches('acceptingInvite'),
    verified: snapshot.matches('verified'),
    member: verified,
    activated: snapshot.matches('activated'),
    code: failed ? code : null,
    error: failed ? error : null,
    documentExists,
    check: (credentials) => send({ type: 'CHECK', credentials }),
    activate: (form) => send({ type: 'ACTIVATE', form }),
    acceptInvite: (inviteToken, form) => send({ type: 'ACCEPT_INVITE', inviteToken, form }),
    retry: () => send({ type: 'RETRY' }),
  };
}

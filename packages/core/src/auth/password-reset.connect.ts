import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import type { forgotPasswordFormMachine, newPasswordFormMachine } from './password-reset.forms.ts';
import type { PasswordResetEvent, passwordResetMachine } from './password-reset.machine.ts';

/** The task's forms: child actors a view connects with `connectForm` (their snapshots are their own). */
export type ForgotPasswordFormActor = ActorRefFrom<typeof forgotPasswordFormMachine>;
export type NewPasswordFormActor = ActorRefFrom<typeof newPasswordFormMachine>;

/** Esqueci minha senha and Nova senha (SPEC §2, §8) as any view uses them. */
export interface PasswordResetApi {
  readonly busy: boolean;
  /** The CPF form, while the forgot-password page asks for it (and after, showing the sent state). */
  readonly forgotForm: ForgotPasswordFormActor | null;
  /** The new password form, once the token is valid. */
  readonly newPasswordForm: NewPasswordFormActor | null;
  /** The reset e-mail was asked for (the view says so whether or not the document exists). */
  readonly requested: boolean;
  /** The token in the address is valid: the new password may be typed. */
  readonly tokenValid: boolean;
  /** The page's token is being checked. */
  readonly checkingToken: boolean;
  /** The token is missing or invalid: the host goes to Entrar. */
  readonly tokenInvalid: boolean;
  /** The token could not be checked (network, 5xx): the member may try again. */
  readonly checkFailed: boolean;
  /** The new password was saved. */
  readonly done: boolean;
  /** 'Não foi possível alterar sua senha' after a failed save. */
  readonly message: MessageKey | null;
  readonly error: ClubError | null;
  request(who: { document?: string; email?: string }): void;
  checkToken(token: string | null): void;
  reset(password: string, confirmation: string): void;
  /** Checks the token again after a failed check. */
  retry(): void;
}

export function connectPasswordReset(
  snapshot: SnapshotFrom<typeof passwordResetMachine>,
  send: (event: PasswordResetEvent) => void,
): PasswordResetApi {
  const form = snapshot.children.form;
  const forgot = snapshot.matches('forgot');
  const ready = snapshot.matches('ready');
  return {
    busy:
      snapshot.matches({ forgot: 'requesting' }) ||
      snapshot.matches('checkingToken') ||
      snapshot.matches({ ready: 'resetting' }),
    forgotForm: forgot ? ((form as ForgotPasswordFormActor | undefined) ?? null) : null,
    newPasswordForm: ready ? ((form as NewPasswordFormActor | undefined) ?? null) : null,
    requested: snapshot.matches({ forgot: 'requested' }),
    tokenValid: ready,
    checkingToken: snapshot.matches('checkingToken'),
    tokenInvalid: snapshot.matches('invalidToken'),
    checkFailed: snapshot.matches('checkFailed'),
    done: snapshot.matches({ ready: 'done' }),
    message: snapshot.context.messageKey,
    error: snapshot.context.error,
    request: (who) => send({ type: 'REQUEST', ...who }),
    checkToken: (token) => send({ type: 'CHECK_TOKEN', token }),
    reset: (password, confirmation) => send({ type: 'SUBMIT', password, confirmation }),
    retry: () => send({ type: 'RETRY' }),
  };
}

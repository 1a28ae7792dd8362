import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createFormMachine } from '../forms/form.machine.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { cpfDigits, cpfProblem } from '../shared/cpf-field.rules.ts';
import { stepThrough, STEP_REFUSED, type StepEnd } from '../shared/flow-step.ts';
import { message } from '../shared/message-keys.ts';
import type { PasswordResetMachine } from './password-reset.machine.ts';

/** A running password reset flow (`passwordResetFlow`), as its forms drive it. */
export type PasswordResetActor = ActorRefFrom<PasswordResetMachine>;
type PasswordResetSnapshot = SnapshotFrom<PasswordResetMachine>;

const failed = <R>(snapshot: PasswordResetSnapshot): StepEnd<R> => ({
  ok: false,
  error: snapshot.context.error ?? STEP_REFUSED,
});

/* ---------------------------------------------------------------- /esqueci-minha-senha */

export type ForgotPasswordValues = { document: string };

export interface ForgotPasswordDeps {
  passwordReset: PasswordResetActor;
}

/**
 * Esqueci minha senha (SPEC §2, §7): a CPF, as digits or formatted, refused before sending
 * when its check digits are wrong. The flow answers an unknown document like a sent e-mail,
 * so the page says the same thing either way; a failed request keeps the CPF and says so.
 */
export const forgotPasswordFormMachine = createFormMachine<
  ForgotPasswordValues,
  ForgotPasswordDeps,
  void
>({
  id: 'forgotPassword',
  required: ['document'],
  rules: { document: cpfProblem },
  submit: ({ values, deps }) =>
    stepThrough(
      deps.passwordReset,
      { type: 'REQUEST', document: cpfDigits(values.document) },
      {
        busy: (snapshot) => snapshot.matches('requesting'),
        end: (snapshot) =>
          snapshot.matches('requested')
            ? { ok: true, value: undefined }
            : snapshot.context.error
              ? failed(snapshot)
              : null,
      },
    ),
  refusal: () => ({ form: message('passwordReset.requestFailed') }),
});

/* ---------------------------------------------------------------- /nova-senha */

export type NewPasswordValues = { password: string; confirmation: string };

export interface NewPasswordDeps {
  passwordReset: PasswordResetActor;
}

/**
 * Nova senha (SPEC §2, §8): once the flow found the token valid, a password of at least 6
 * characters and its confirmation; a refusal says 'Não foi possível alterar sua senha' and
 * keeps both fields.
 */
export const newPasswordFormMachine = createFormMachine<NewPasswordValues, NewPasswordDeps, void>({
  id: 'newPassword',
  required: ['password', 'confirmation'],
  rules: {
    password: (password) =>
      password.length >= PASSWORD_MIN_LENGTH ? null : 'validation.passwordLength',
    confirmation: (confirmation, values) =>
      confirmation === values.password ? null : 'validation.passwordMismatch',
  },
  submit: ({ values, deps }) =>
    stepThrough(
      deps.passwordReset,
      { type: 'SUBMIT', password: values.password, confirmation: values.confirmation },
      {
        busy: (snapshot) => snapshot.matches('resetting'),
        end: (snapshot) =>
          snapshot.matches('done')
            ? { ok: true, value: undefined }
            : snapshot.matches('ready') && snapshot.context.error
              ? failed(snapshot)
              : null,
      },
    ),
  refusal: () => ({ form: message('passwordReset.failed') }),
});

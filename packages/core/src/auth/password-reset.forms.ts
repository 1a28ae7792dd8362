import { createFormMachine } from '../forms/form.machine.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { cpfProblem } from '../shared/cpf-field.rules.ts';
import { message } from '../shared/message-keys.ts';

/*
 * The password reset task's two forms. Each is a child of `passwordResetMachine`: it checks
 * its fields and hands them to the task (`FORM.SUBMITTED`), which makes the call and answers.
 */

/* ---------------------------------------------------------------- /esqueci-minha-senha */

export type ForgotPasswordValues = { document: string };

/** The forms need nothing beside their fields: the task makes the calls. */
export type ForgotPasswordDeps = Record<string, never>;

/**
 * Esqueci minha senha (SPEC §2, §7): a CPF, as digits or formatted, refused before sending
 * when its check digits are wrong. The task answers an unknown document like a sent e-mail,
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
  refusal: () => ({ form: message('passwordReset.requestFailed') }),
});

/* ---------------------------------------------------------------- /nova-senha */

export type NewPasswordValues = { password: string; confirmation: string };

export type NewPasswordDeps = Record<string, never>;

/**
 * Nova senha (SPEC §2, §8): once the task found the token valid, a password of at least 6
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
  refusal: () => ({ form: message('passwordReset.failed') }),
});

import { createForm } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import type { MemberAccountPort } from './member-account.port.ts';

export type ChangePasswordValues = {
  current: string;
  password: string;
  confirmation: string;
};

/** No data: the rules read only what is typed. */
export type ChangePasswordDeps = Record<string, never>;

/** What the flow supplies: the account port and the toasts. */
export interface ChangePasswordEffects {
  account: MemberAccountPort;
  notify: Notify | null;
}

/**
 * Alterar senha (SPEC §2): the current password, a new one of at least 6 characters and its
 * confirmation, which must match; a refused current password is said on its field.
 */
export const changePasswordForm = createForm<
  ChangePasswordValues,
  ChangePasswordDeps,
  void,
  ChangePasswordEffects
>({
  id: 'changePassword',
  required: ['current', 'password', 'confirmation'],
  resetOnSuccess: true,
  rules: {
    password: (password) =>
      password.length >= PASSWORD_MIN_LENGTH ? null : 'validation.passwordLength',
    confirmation: (confirmation, values) =>
      confirmation === values.password ? null : 'validation.passwordMismatch',
  },
  submit: ({ values, effects, signal }) =>
    effects.account.changePassword(
      {
        current_password: values.current,
        password: values.password,
        confirm_password: values.confirmation,
      },
      signal,
    ),
  refusal: (error) =>
    error.kind === 'server' && error.code === 1
      ? { fields: { current: message('password.currentWrong') } }
      : { form: message('passwordReset.failed') },
  onSuccess: (_result, _values, _deps, effects) =>
    effects.notify?.({ type: 'success', title: message('password.changed') }),
});

export const changePasswordFormMachine = changePasswordForm.machine;

export type ChangePasswordFormMachine = typeof changePasswordFormMachine;

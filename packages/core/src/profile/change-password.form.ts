import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import type { MemberAccountPort } from './member-account.port.ts';

export type ChangePasswordValues = {
  current: string;
  password: string;
  confirmation: string;
};

export interface ChangePasswordDeps {
  account: MemberAccountPort;
  notify: Notify | null;
}

/**
 * Alterar senha (SPEC §2): the current password, a new one of at least 6 characters and its
 * confirmation, which must match; a refused current password is said on its field.
 */
export const changePasswordFormMachine = createFormMachine<
  ChangePasswordValues,
  ChangePasswordDeps,
  void
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
  submit: ({ values, deps }) =>
    deps.account.changePassword({
      current_password: values.current,
      password: values.password,
      confirm_password: values.confirmation,
    }),
  refusal: (error) =>
    error.kind === 'server' && error.code === 1
      ? { fields: { current: message('password.currentWrong') } }
      : { form: message('passwordReset.failed') },
  onSuccess: (_result, _values, deps) =>
    deps.notify?.({ type: 'success', title: message('password.changed') }),
});

export type ChangePasswordFormMachine = typeof changePasswordFormMachine;

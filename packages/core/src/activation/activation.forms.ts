import { createFormMachine } from '../forms/form.machine.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { message, type MessageKey } from '../shared/message-keys.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import { cpfDigits, cpfProblem } from '../shared/cpf-field.rules.ts';
import type { ActivationForm } from './activation.rules.ts';
import type { VerifiedMember } from './verified-member.schema.ts';

/*
 * The activation pages' forms own their fields only: a valid form hands what it would send
 * to the activation machine (its parent), which makes the calls and words any refusal as one
 * catalogue error. So a form's "submit" answers at once, with the values as the API takes them.
 */

/* ---------------------------------------------------------------- /ativar-conta */

export type DocumentCheckValues = { document: string };

/**
 * Ativar conta (SPEC §2, §4, §8): a CPF, typed as digits or formatted and refused before
 * sending when its check digits are wrong; handed on as digits (the parent checks then
 * verifies it).
 */
export const documentCheckFormMachine = createFormMachine<DocumentCheckValues, null, string>({
  id: 'documentCheck',
  required: ['document'],
  rules: { document: cpfProblem },
  submit: async ({ values }) => cpfDigits(values.document),
});

/* ---------------------------------------------------------------- /verificacao */

export type CompanyConfirmValues = { company: string };

/**
 * Confirmação de cadastro (SPEC §2): the member confirms the company the account is
 * activated at, among those verify answered; hands the chosen slug on (the parent keeps it).
 */
export const companyConfirmFormMachine = createFormMachine<CompanyConfirmValues, null, string>({
  id: 'companyConfirm',
  required: ['company'],
  submit: async ({ values }) => values.company,
});

/* ---------------------------------------------------------------- the account's fields */

/** The fields a new account is made of, on the activation form and the invitation. */
export type AccountValues = {
  name: string;
  last_name: string;
  email: string;
  /** Public category ids, sent as interests[i]. */
  interests: string[];
  /** Absent when the company vouches for the member (activate-authenticate). */
  password?: string;
  confirm_password?: string;
  /** Wants the club's news by e-mail. */
  news: boolean;
  /** Read and accepted the terms (never sent). */
  terms: boolean;
};

const passwordRule = (password: string | undefined): MessageKey | null =>
  (password ?? '').length >= PASSWORD_MIN_LENGTH ? null : 'validation.passwordLength';

const confirmationRule = (
  confirmation: string | undefined,
  values: { password?: string },
): MessageKey | null =>
  (confirmation ?? '') === (values.password ?? '') ? null : 'validation.passwordMismatch';

const emailRule = (email: string): MessageKey | null =>
  email.trim() === '' || isValidEmail(email.trim()) ? null : 'validation.email';

const termsRule = (accepted: boolean): MessageKey | null =>
  accepted === true ? null : 'validation.required';

/** What an account's fields send: the terms stay here, the e-mail is trimmed. */
function accountForm(values: AccountValues): ActivationForm {
  const { terms: _terms, email, ...rest } = values;
  return { ...rest, email: email.trim() };
}

/** What the e-mail look-up needs to know: the e-mail the form started with. */
export interface AccountFormDeps {
  /** The member's own e-mail (from verify): not checked again. */
  originalEmail: string;
}

/** The e-mail is checked as free when it is left complete and is not the member's own. */
const emailLookup = (account: MemberAccountPort) => ({
  on: 'blur' as const,
  when: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()),
  fetch: async ({ value, deps }: { value: unknown; deps: AccountFormDeps }) => {
    const email = String(value).trim();
    if (email.toLowerCase() === deps.originalEmail.trim().toLowerCase()) return {};
    const free = await account.checkEmail(email);
    return { error: free ? null : message('profile.emailTaken') };
  },
});

/** The e-mail look-up when an account port is given (a flow gives the club's). */
const emailLookups = (account: MemberAccountPort | null) =>
  account ? { email: emailLookup(account) } : {};

/** The first values of an account's fields, from what verify said about the member. */
export function accountValuesOf(
  member: Pick<VerifiedMember, 'name' | 'last_name' | 'email'> | null,
  withPassword: boolean,
): AccountValues {
  return {
    name: member?.name ?? '',
    last_name: member?.last_name ?? '',
    email: member?.email ?? '',
    interests: [],
    ...(withPassword ? { password: '', confirm_password: '' } : {}),
    news: false,
    terms: false,
  };
}

/* ---------------------------------------------------------------- /formulario-de-ativacao */

/**
 * The activation form (SPEC §4, §5): name, last name and e-mail (checked as free through
 * `account`), the interests, a password of at least 6 characters and its confirmation —
 * absent when the company vouches for the member, who is then activated with
 * activate-authenticate — and the terms accepted. Hands on the account as sent.
 */
export function activationFormMachineWith(account: MemberAccountPort | null) {
  return createFormMachine<AccountValues, AccountFormDeps, ActivationForm>({
    id: 'activationForm',
    required: ['name', 'last_name', 'email', 'password', 'confirm_password', 'terms'],
    rules: {
      email: emailRule,
      password: passwordRule,
      confirm_password: confirmationRule,
      terms: termsRule,
    },
    lookups: emailLookups(account),
    submit: async ({ values }) => accountForm(values),
  });
}

/** The activation form without the e-mail look-up (the machine's default; flows give theirs). */
export const activationFormMachine = activationFormMachineWith(null);

/* ---------------------------------------------------------------- HR-card invitation */

export type InviteValues = AccountValues & { document: string };

/**
 * The HR-card invitation (SPEC §2, §7 company/invite/{token}): a CPF (refused before sending
 * when invalid) and the account's fields, password included; hands on the account with the
 * CPF as digits.
 */
export function inviteFormMachineWith(account: MemberAccountPort | null) {
  return createFormMachine<InviteValues, AccountFormDeps, ActivationForm>({
    id: 'invite',
    required: ['document', 'name', 'email', 'password', 'confirm_password', 'terms'],
    rules: {
      document: cpfProblem,
      email: emailRule,
      password: passwordRule,
      confirm_password: confirmationRule,
      terms: termsRule,
    },
    lookups: emailLookups(account),
    submit: async ({ values }) => {
      const { document, ...account } = values;
      return { ...accountForm(account), document: cpfDigits(document) };
    },
  });
}

/** The invitation's form without the e-mail look-up (the machine's default; flows give theirs). */
export const inviteFormMachine = inviteFormMachineWith(null);

import type { StoredCredentials } from '../auth/auth-state.schema.ts';
import { createFormMachine, type Refusal } from '../forms/form.machine.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import type { ClubError } from '../shared/club-error.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { ACTIVATION_CODE_MESSAGES, activationCodeOf } from '../shared/error-catalogue.ts';
import { message, type MessageKey } from '../shared/message-keys.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import { cpfDigits, cpfProblem } from '../shared/cpf-field.rules.ts';
import type { ActivationForm } from './activation.rules.ts';
import {
  acceptInviteThrough,
  activateThrough,
  checkThrough,
  type ActivationActor,
} from './activation.steps.ts';
import type { CompanyChoice } from '../auth/auth-state.schema.ts';
import type { VerifiedMember } from './verified-member.schema.ts';

/**
 * How a refused activation step reads: a SPEC §8 code as its catalogue message (1, 2, 3, 4,
 * 12); otherwise the server's own words when it refused what was sent (422), else 'Erro ao
 * ativar usuário' (the 404 default).
 */
export function activationRefusal(error: ClubError): Refusal<Record<string, unknown>> {
  const code = activationCodeOf(error);
  if (code !== 404) return { form: message(ACTIVATION_CODE_MESSAGES[code]) };
  if (error.kind === 'server' && error.status === 422 && error.message.trim() !== '') {
    return { form: message('errors.server', { message: error.message.trim() }) };
  }
  return { form: message(ACTIVATION_CODE_MESSAGES[404]) };
}

/* ---------------------------------------------------------------- /ativar-conta */

export type DocumentCheckValues = { document: string };

export interface DocumentCheckDeps {
  activation: ActivationActor;
  /** The club's company: the check is made there (the API's default company without one). */
  company: string | null;
  /** Keeps what the sign-up goes on with (/verificacao, then the form). */
  remember: (credentials: StoredCredentials) => void;
}

/** What /ativar-conta goes on with: the member as verified and the companies to confirm. */
export interface DocumentChecked {
  member: VerifiedMember;
  companies: CompanyChoice[];
}

/**
 * Ativar conta (SPEC §2, §4, §8): a CPF, typed as digits or formatted and refused before
 * sending when its check digits are wrong; sent as digits to check then verify. A refusal
 * reads as its code's message. Success keeps the document and the companies the sign-up may
 * be confirmed at (at least the club's own) for /verificacao.
 */
export const documentCheckFormMachine = createFormMachine<
  DocumentCheckValues,
  DocumentCheckDeps,
  DocumentChecked
>({
  id: 'documentCheck',
  required: ['document'],
  rules: { document: cpfProblem },
  submit: async ({ values, deps }) => {
    const document = cpfDigits(values.document);
    const member = await checkThrough(deps.activation, {
      document,
      ...(deps.company ? { company: deps.company } : {}),
    });
    const companies =
      member.companies.length > 0
        ? member.companies
        : deps.company
          ? [{ slug: deps.company, title: null }]
          : [];
    deps.remember({ document, activate: true, companies });
    return { member, companies };
  },
  refusal: activationRefusal,
});

/* ---------------------------------------------------------------- /verificacao */

export type CompanyConfirmValues = { company: string };

export interface CompanyConfirmDeps {
  /** The stored credentials the confirmation adds the chosen company to. */
  credentials: StoredCredentials;
  remember: (credentials: StoredCredentials) => void;
}

/**
 * Confirmação de cadastro (SPEC §2): the member confirms the company the account is
 * activated at, among those verify answered; the choice is kept for the form.
 */
export const companyConfirmFormMachine = createFormMachine<
  CompanyConfirmValues,
  CompanyConfirmDeps,
  string
>({
  id: 'companyConfirm',
  required: ['company'],
  submit: async ({ values, deps }) => {
    deps.remember({ ...deps.credentials, company: values.company });
    return values.company;
  },
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

interface EmailCheckDeps {
  account: MemberAccountPort;
  /** The e-mail the form started with (the member's own): not checked again. */
  originalEmail: string;
}

/** The e-mail is checked as free when it is left complete and is not the member's own. */
const emailLookup = {
  on: 'blur' as const,
  when: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()),
  fetch: async ({ value, deps }: { value: unknown; deps: EmailCheckDeps }) => {
    const email = String(value).trim();
    if (email.toLowerCase() === deps.originalEmail.trim().toLowerCase()) return {};
    const free = await deps.account.checkEmail(email);
    return { error: free ? null : message('profile.emailTaken') };
  },
};

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

export interface ActivationFormDeps extends EmailCheckDeps {
  activation: ActivationActor;
}

/**
 * The activation form (SPEC §4, §5): name, last name and e-mail (checked as free), the
 * interests, a password of at least 6 characters and its confirmation — absent when the
 * company vouches for the member, who is then activated with activate-authenticate — and the
 * terms accepted. Sent through the verified activation flow, which signs the member in.
 */
export const activationFormMachine = createFormMachine<AccountValues, ActivationFormDeps, string>({
  id: 'activationForm',
  required: ['name', 'last_name', 'email', 'password', 'confirm_password', 'terms'],
  rules: {
    email: emailRule,
    password: passwordRule,
    confirm_password: confirmationRule,
    terms: termsRule,
  },
  lookups: { email: emailLookup },
  submit: ({ values, deps }) => activateThrough(deps.activation, accountForm(values)),
  refusal: activationRefusal,
});

/* ---------------------------------------------------------------- HR-card invitation */

export type InviteValues = AccountValues & { document: string };

export interface InviteDeps extends EmailCheckDeps {
  activation: ActivationActor;
  /** The invitation's token from the address. */
  inviteToken: string;
}

/**
 * An invitation's refusal: an unknown or expired invitation (404) says so; the rest reads as
 * any activation refusal.
 */
export function inviteRefusal(error: ClubError): Refusal<Record<string, unknown>> {
  if (error.kind === 'server' && error.status === 404) {
    return { form: message('activation.inviteExpired') };
  }
  return activationRefusal(error);
}

/**
 * The HR-card invitation (SPEC §2, §7 company/invite/{token}): a CPF (refused before sending
 * when invalid) and the account's fields, password included; success signs the member in.
 */
export const inviteFormMachine = createFormMachine<InviteValues, InviteDeps, string>({
  id: 'invite',
  required: ['document', 'name', 'email', 'password', 'confirm_password', 'terms'],
  rules: {
    document: cpfProblem,
    email: emailRule,
    password: passwordRule,
    confirm_password: confirmationRule,
    terms: termsRule,
  },
  lookups: { email: emailLookup },
  submit: ({ values, deps }) => {
    const { document, ...account } = values;
    return acceptInviteThrough(deps.activation, deps.inviteToken, {
      ...accountForm(account),
      document: cpfDigits(document),
    });
  },
  refusal: inviteRefusal,
});

import { createFormMachine, serverRefusal, type Refusal } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { onlyDigits } from '../shared/documents.rules.ts';
import { AUTH_FAILURE_MESSAGES, FALLBACK_ERROR_MESSAGE } from '../shared/answer-errors.rules.ts';
import {
  ACTIVATION_CODE_MESSAGES,
  ACTIVATION_CODES,
  activationCodeOf,
  type ActivationCode,
} from '../shared/error-catalogue.ts';
import { message } from '../shared/message-keys.ts';
import type { LoginRequest } from './auth.port.ts';

export type SignInValues = {
  document: string;
  password: string;
};

/**
 * How a sign-in ended: signed in, or the member must activate first, or sent away, or the
 * generic-app answer named a place the company config does not vouch for (not followed).
 */
export type SignInEnd = 'signedIn' | 'needsActivation' | 'redirecting' | 'redirectRefused';

/** The form needs nothing beside its fields: the sign-in task makes the call. */
export type SignInDeps = Record<string, never>;

/** What the form's values send: the document as digits when typed as a formatted CPF. */
export function loginRequestOf(values: SignInValues, company: string | null): LoginRequest {
  const typed = values.document.trim();
  const document = /^[\d.\-/\s]+$/.test(typed) ? onlyDigits(typed) : typed;
  return { document, password: values.password, ...(company ? { company } : {}) };
}

/** The provider's generic words of a bare 401 or 403, in English: never shown to a member. */
const GENERIC_REFUSALS: ReadonlySet<string> = new Set(
  [...AUTH_FAILURE_MESSAGES, 'Forbidden', FALLBACK_ERROR_MESSAGE, ''].map((text) =>
    text.toLowerCase(),
  ),
);

/**
 * The SPEC §8 code a refused sign-in means: the answer's code; else, on a 401 or 403, the one
 * its words name ('Credenciais inválidas', 'User not found'…), and for the generic words of
 * those statuses ('Unauthorized', 'Forbidden'), invalid credentials (401) or a member not
 * enabled at this company (403).
 */
export function signInCodeOf(error: ClubError): ActivationCode | undefined {
  if (error.kind !== 'server') return undefined;
  const coded = ACTIVATION_CODES.find((known) => known === error.code);
  if (coded !== undefined) return coded;
  if (error.status !== 401 && error.status !== 403) return undefined;
  const named = activationCodeOf(error);
  if (named !== 404) return named;
  if (!GENERIC_REFUSALS.has(error.message.trim().toLowerCase())) return undefined;
  return error.status === 401 ? 1 : 4;
}

/**
 * Wrong credentials (code 1) in the company's own words (SPEC §3 sign-in `negativeFeedback`),
 * when it wrote some: the refusal then reads as those words. Any other refusal is kept.
 */
export function withCompanyWords(error: ClubError, negativeFeedback: string | null): ClubError {
  const words = negativeFeedback?.trim();
  if (!words || error.kind !== 'server' || signInCodeOf(error) !== 1) return error;
  return { kind: 'server', status: error.status, message: words };
}

/**
 * A refusal carrying a SPEC §8 code (1 invalid credentials, 12 blocked…) reads as that code's
 * catalogue message, so it follows the reader's language; an uncoded one (the company's own
 * words among them, see `withCompanyWords`), as the server's words.
 */
export function signInRefusal(error: ClubError): Refusal<SignInValues> {
  const code = signInCodeOf(error);
  if (code === undefined) return serverRefusal(error);
  return { form: message(ACTIVATION_CODE_MESSAGES[code]) };
}

/**
 * Entrar (SPEC §2), a child of the sign-in task (`signInMachine`): document and password,
 * both required; the checked values go to the task, which signs the session in and answers
 * how it ended (`SignInEnd`) or why it was refused.
 */
export const signInFormMachine = createFormMachine<SignInValues, SignInDeps, SignInEnd>({
  id: 'signIn',
  required: ['document', 'password'],
  refusal: signInRefusal,
});

export type SignInFormMachine = typeof signInFormMachine;

import type { ActorRefFrom } from 'xstate';
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
import type { sessionMachine } from './session.machine.ts';

export type SignInValues = {
  document: string;
  password: string;
};

/**
 * How a sign-in ended: signed in, or the member must activate first, or sent away, or the
 * generic-app answer named a place the company config does not vouch for (not followed).
 */
export type SignInEnd = 'signedIn' | 'needsActivation' | 'redirecting' | 'redirectRefused';

export interface SignInDeps {
  session: ActorRefFrom<typeof sessionMachine>;
  /** The company's slug, when the club knows it. */
  company: string | null;
  /**
   * The company's own words for a refused sign-in (SPEC §3 sign-in `negativeFeedback`), read
   * when the refusal comes (the config may arrive after the form opened).
   */
  negativeFeedback?: () => string | null;
  /** Whether a generic-app login's redirect may be followed (the config's origins). */
  redirectAllowed?: (url: string) => boolean;
}

/**
 * Signs in through the club's session actor and answers how it ended; rejects with the
 * session's error. The session stays the one owner of the token: the form only waits for it.
 */
export function signInThroughSession(
  session: SignInDeps['session'],
  request: LoginRequest,
): Promise<SignInEnd> {
  return new Promise((resolve, reject) => {
    let started = false;
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('signingIn')) {
        started = true;
        return;
      }
      if (!started) return;
      subscription.unsubscribe();
      if (snapshot.matches('failed')) reject(snapshot.context.error);
      else if (snapshot.matches('needsActivation')) resolve('needsActivation');
      else if (snapshot.matches('redirecting')) resolve('redirecting');
      else resolve('signedIn');
    });
    session.send({ type: 'SIGN_IN', request });
  });
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
 * A refusal carrying a SPEC §8 code (1 invalid credentials, 12 blocked…) reads as that code's
 * catalogue message, so it follows the reader's language; an uncoded one, as the server's words.
 * Wrong credentials read as the company's `negativeFeedback` when it wrote one (SPEC §3).
 */
export function signInRefusal(
  error: ClubError,
  _values?: SignInValues,
  deps?: Pick<SignInDeps, 'negativeFeedback'>,
): Refusal<SignInValues> {
  const code = signInCodeOf(error);
  if (code === undefined) return serverRefusal(error);
  const feedback = code === 1 ? deps?.negativeFeedback?.()?.trim() : undefined;
  return feedback
    ? { form: message('errors.server', { message: feedback }) }
    : { form: message(ACTIVATION_CODE_MESSAGES[code]) };
}

/**
 * Entrar (SPEC §2): document and password, both required. The document goes as digits when
 * it was typed as a formatted CPF, so '529.982.247-25' and '52998224725' sign in alike.
 */
export const signInFormMachine = createFormMachine<SignInValues, SignInDeps, SignInEnd>({
  id: 'signIn',
  required: ['document', 'password'],
  refusal: signInRefusal,
  submit: ({ values, deps }) => {
    const typed = values.document.trim();
    const sentDocument = /^[\d.\-/\s]+$/.test(typed) ? onlyDigits(typed) : typed;
    return signInThroughSession(deps.session, {
      document: sentDocument,
      password: values.password,
      ...(deps.company ? { company: deps.company } : {}),
    }).then((end) => {
      if (end !== 'redirecting' || !deps.redirectAllowed) return end;
      const url = deps.session.getSnapshot().context.redirectUrl;
      return url && deps.redirectAllowed(url) ? end : 'redirectRefused';
    });
  },
});

export type SignInFormMachine = typeof signInFormMachine;

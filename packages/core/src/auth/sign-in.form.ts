import type { ActorRefFrom } from 'xstate';
import { createFormMachine, serverRefusal, type Refusal } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { onlyDigits } from '../shared/documents.rules.ts';
import { ACTIVATION_CODE_MESSAGES, ACTIVATION_CODES } from '../shared/error-catalogue.ts';
import { message } from '../shared/message-keys.ts';
import type { LoginRequest } from './auth.port.ts';
import type { sessionMachine } from './session.machine.ts';

export type SignInValues = {
  document: string;
  password: string;
};

/** How a sign-in ended: signed in, or the member must activate first, or sent away. */
export type SignInEnd = 'signedIn' | 'needsActivation' | 'redirecting';

export interface SignInDeps {
  session: ActorRefFrom<typeof sessionMachine>;
  /** The company's slug, when the club knows it. */
  company: string | null;
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

/**
 * A refusal carrying a SPEC §8 code (1 invalid credentials, 12 blocked…) reads as that code's
 * catalogue message, so it follows the reader's language; an uncoded one, as the server's words.
 */
export function signInRefusal(error: ClubError): Refusal<SignInValues> {
  const code =
    error.kind === 'server' ? ACTIVATION_CODES.find((known) => known === error.code) : undefined;
  return code === undefined
    ? serverRefusal(error)
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
    });
  },
});

export type SignInFormMachine = typeof signInFormMachine;

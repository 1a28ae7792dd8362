import type { ActorRefFrom } from 'xstate';
import { createFormMachine } from '../forms/form.machine.ts';
import { onlyDigits } from '../shared/documents.rules.ts';
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
 * Entrar (SPEC §2): document and password, both required. The document goes as digits when
 * it was typed as a formatted CPF, so '529.982.247-25' and '52998224725' sign in alike.
 */
export const signInFormMachine = createFormMachine<SignInValues, SignInDeps, SignInEnd>({
  id: 'signIn',
  required: ['document', 'password'],
  submit: ({ values, deps }) => {
    const typed = values.document.trim();
    const document = /^[\d.\-/\s]+$/.test(typed) ? onlyDigits(typed) : typed;
    return signInThroughSession(deps.session, {
      document,
      password: values.password,
      ...(deps.company ? { company: deps.company } : {}),
    });
  },
});

export type SignInFormMachine = typeof signInFormMachine;

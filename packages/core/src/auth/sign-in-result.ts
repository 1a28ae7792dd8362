import type { ClubError } from '../shared/club-error.ts';
import type { AuthState } from './auth-state.schema.ts';
import type { SessionContext } from './session.machine.ts';

/** What `await club.signIn(…)` tells the host (SPEC §4's three answers, plus a refusal). */
export type SignInResult =
  /** The member is in: the token and its claims. */
  | { readonly status: 'signedIn'; readonly auth: AuthState }
  /** The account exists but was never activated: continue with the activation flow. */
  | { readonly status: 'mustActivate'; readonly document: string | null }
  /** A generic-app login: the club's own sign-in is elsewhere. */
  | { readonly status: 'redirect'; readonly url: string }
  /** Wrong document or password, a blocked member, a network failure…: the ClubError says which. */
  | { readonly status: 'refused'; readonly error: ClubError };

/** The result a settled session state stands for (any state but `signingIn`). */
export function signInResultOf(state: {
  matches(value: 'signedIn' | 'needsActivation' | 'redirecting'): boolean;
  context: Pick<SessionContext, 'auth' | 'document' | 'redirectUrl' | 'error'>;
}): SignInResult {
  const { auth, document, redirectUrl, error } = state.context;
  if (state.matches('signedIn') && auth) return { status: 'signedIn', auth };
  if (state.matches('needsActivation')) return { status: 'mustActivate', document };
  if (state.matches('redirecting') && redirectUrl) return { status: 'redirect', url: redirectUrl };
  return {
    status: 'refused',
    error: error ?? { kind: 'network', message: 'Não foi possível entrar' },
  };
}

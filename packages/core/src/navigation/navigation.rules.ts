import type { StoredCredentials } from '../auth/auth-state.schema.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import {
  ACTIVATION_FORM_PATH,
  HOME_PATH,
  isPublicPath,
  LOGIN_ENTRY_PATH,
  SIGN_IN_PATH,
  VERIFICATION_PATH,
} from './public-routes.ts';
import { safeInternalPath } from '../shared/redirect.rules.ts';

export interface NavigationRequest {
  /** The path asked for, with its query string (e.g. `/campanhas?category=bares`). */
  path: string;
  authenticated: boolean;
  /** The company config's `generic_app` flag (false while no config is loaded). */
  genericAppConfig: boolean;
  /** The generic-app flag read from a token in the address at start-up. */
  genericAppFlag: boolean;
  /** The external club sign-in page used by generic apps (see `genericSignInPage`). */
  genericSignInUrl: string | null;
  /** The credentials stored for activation and sign-up (absent: none). */
  storedCredentials?: StoredCredentials | null;
  /** The member has just signed out (Sair): leaving is no error to report. */
  memberLeft?: boolean;
}

export type NavigationDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly message?: MessageKey }
  | { readonly kind: 'external'; readonly url: string };

/** The navigation guard of SPEC §2 as a pure decision; the web applies it in one place. */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const pathname = request.path.split(/[?#]/, 1)[0] || '/';
  if (pathname === LOGIN_ENTRY_PATH) return { kind: 'allow' };
  const isPublic = isPublicPath(pathname);

  if (request.authenticated) {
    if (!isPublic) return { kind: 'allow' };
    // Signing in from Entrar continues to the page that sent the member there.
    const redirectTo = pathname === SIGN_IN_PATH ? queryParam(request.path, 'redirectTo') : null;
    return { kind: 'redirect', to: safeInternalPath(redirectTo, HOME_PATH) };
  }
  if (isPublic) {
    return meetsPublicRouteNeeds(pathname, request.storedCredentials ?? null)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: SIGN_IN_PATH };
  }

  // A generic_app company's page comes first; the flag alone adds logout=true, and so does a
  // sign-out (the logout's own trip to that page must not be overtaken by one without it).
  const signInPage = request.genericSignInUrl;
  const loggingOut = request.memberLeft === true || queryParam(request.path, 'logout') === 'true';
  if (signInPage && request.genericAppConfig && !loggingOut) {
    return { kind: 'external', url: signInPage };
  }
  if (signInPage && (request.genericAppConfig || request.genericAppFlag)) {
    return { kind: 'external', url: withQuery(signInPage, 'logout', 'true') };
  }

  // After Sair the member simply signs in again: no page to come back to, no error.
  if (request.memberLeft) return { kind: 'redirect', to: SIGN_IN_PATH };
  const to = `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(request.path)}`;
  return pathname === HOME_PATH
    ? { kind: 'redirect', to }
    : { kind: 'redirect', to, message: 'errors.notLoggedIn' };
}

/**
 * The external club sign-in page of generic apps: the host's option when it sets one, else
 * the address of a generic_app company's own club (its config `url`); null when neither.
 */
export function genericSignInPage(
  hostOption: string | null | undefined,
  config: { generic_app: boolean; url: string | null } | null,
): string | null {
  if (hostOption) return hostOption;
  return config?.generic_app && config.url ? config.url : null;
}

/**
 * SPEC §2: /formulario-de-ativacao needs a stored document, /verificacao a document and a
 * non-empty company list; every other public route needs nothing.
 */
function meetsPublicRouteNeeds(
  pathname: string,
  credentials: Pick<StoredCredentials, 'document' | 'companies'> | null,
): boolean {
  const hasDocument = Boolean(credentials?.document);
  if (isUnder(pathname, ACTIVATION_FORM_PATH)) return hasDocument;
  if (isUnder(pathname, VERIFICATION_PATH)) {
    return hasDocument && (credentials?.companies?.length ?? 0) > 0;
  }
  return true;
}

function isUnder(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** One query parameter of a path (the core has no URL global: it runs anywhere). */
function queryParam(path: string, name: string): string | null {
  const query = path.split('#', 1)[0]?.split('?')[1] ?? '';
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (decodeQueryPart(key) === name) return decodeQueryPart(value);
  }
  return null;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function withQuery(url: string, key: string, value: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

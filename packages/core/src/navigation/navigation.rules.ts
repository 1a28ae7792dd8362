import type { MessageKey } from '../shared/message-keys.ts';
import { HOME_PATH, isPublicPath, LOGIN_ENTRY_PATH, SIGN_IN_PATH } from './public-routes.ts';
import { safeInternalPath } from './redirect.rules.ts';

export interface NavigationRequest {
  /** The path asked for, with its query string (e.g. `/campanhas?category=bares`). */
  path: string;
  authenticated: boolean;
  /** The company config's `generic_app` flag (false while no config is loaded). */
  genericAppConfig: boolean;
  /** The generic-app flag read from a token in the address at start-up. */
  genericAppFlag: boolean;
  /** The external club sign-in page used by generic apps. */
  genericSignInUrl: string | null;
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
  if (isPublic) return { kind: 'allow' };

  if (request.genericSignInUrl && (request.genericAppFlag || request.genericAppConfig)) {
    const url = request.genericAppFlag
      ? withQuery(request.genericSignInUrl, 'logout', 'true')
      : request.genericSignInUrl;
    return { kind: 'external', url };
  }

  const to = `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(request.path)}`;
  return pathname === HOME_PATH
    ? { kind: 'redirect', to }
    : { kind: 'redirect', to, message: 'errors.notLoggedIn' };
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

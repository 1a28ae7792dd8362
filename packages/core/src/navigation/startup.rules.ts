/** What the address says at start-up (SPEC §2 "Start-up behaviour"). */
export interface StartupAddress {
  /** `activate=true` is in the address. */
  activate: boolean;
  /** A token carried by the address. */
  token: string | null;
  /** `logout=true` is in the address. */
  logout: boolean;
}

export type StartupDecision =
  /** Look the user up by the token's document, store credentials (activate, api), go to the form. */
  | { readonly kind: 'activate'; readonly token: string; readonly path: '/formulario-de-ativacao' }
  /** Read the generic_app flag from the token and record it. */
  | { readonly kind: 'recordGenericApp'; readonly token: string }
  /** Check the stored session and load the config (and categories when logged in). */
  | { readonly kind: 'restoreSession' };

export function decideStartup(address: StartupAddress): StartupDecision {
  if (address.activate && address.token) {
    return { kind: 'activate', token: address.token, path: '/formulario-de-ativacao' };
  }
  if (address.token) return { kind: 'recordGenericApp', token: address.token };
  return { kind: 'restoreSession' };
}

export interface AfterConfigFacts {
  authenticated: boolean;
  config: { logout_url: string | null; generic_app: boolean } | null;
  /** The generic-login flag recorded earlier. */
  genericLoginFlag: boolean;
  /** The generic-app url kept in local storage. */
  storedGenericAppUrl: string | null;
  logoutInAddress: boolean;
  /**
   * The member has just pressed Sair in this page: the logout's own destination (SPEC §4,
   * e.g. a generic app's sign-in with logout=true) is under way and must not be overtaken.
   */
  memberLeft?: boolean;
  /** The page's whole address (`location.href`): a stored url already here is not gone to again. */
  address?: string;
}

export type AfterConfigDecision =
  | { readonly kind: 'stay' }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'clearStoredGenericAppUrl' };

/**
 * Once the config is known: logout_url for signed-out members, or the stored generic-app url
 * (where a generic-app login sent the member, token included). That url is for a visitor who is
 * not in yet: a signed-in member stays (the url may be this very club, which would reload for
 * ever), and a visitor already at it was not let in by it (its token expired): it is forgotten.
 */
export function decideAfterConfig(facts: AfterConfigFacts): AfterConfigDecision {
  const config = facts.config;
  if (!config || facts.memberLeft) return { kind: 'stay' };
  if (!facts.authenticated && config.logout_url && !facts.genericLoginFlag) {
    return { kind: 'redirect', url: config.logout_url };
  }
  const stored = facts.storedGenericAppUrl;
  if (config.generic_app && stored) {
    if (facts.logoutInAddress) return { kind: 'clearStoredGenericAppUrl' };
    if (facts.authenticated) return { kind: 'stay' };
    if (facts.address && isAddressOf(stored, facts.address)) {
      return { kind: 'clearStoredGenericAppUrl' };
    }
    return { kind: 'redirect', url: stored };
  }
  return { kind: 'stay' };
}

/** The url names this page: the whole address, or its path and query for a path of this site. */
function isAddressOf(url: string, address: string): boolean {
  if (url === address) return true;
  const path = /^https?:\/\/[^/?#]*(.*)$/i.exec(address)?.[1];
  return url.startsWith('/') && path !== undefined && (path || '/') === url;
}

/** Logged-in members on any route but Recompensas send the home and account-slug events. */
export function shouldSendHomeAnalytics(pathname: string, authenticated: boolean): boolean {
  return authenticated && !/^\/recompensas(\/|$)/.test(pathname);
}

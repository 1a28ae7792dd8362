import { genericSignInPage } from './navigation.rules.ts';

export type LogoutDestination =
  { readonly kind: 'external'; readonly url: string } | { readonly kind: 'reload' };

/**
 * After the token is cleared (SPEC §4 "Logout"): a generic app goes to the club sign-in with
 * logout=true; a company with api access and restricted access to its url or logout_url;
 * anyone else reloads.
 */
export function logoutDestination(
  config: {
    generic_app: boolean;
    has_api_access: boolean;
    has_restrict_access: boolean;
    url: string | null;
    logout_url: string | null;
  } | null,
  genericSignInUrl: string | null,
): LogoutDestination {
  const signInPage = config?.generic_app ? genericSignInPage(genericSignInUrl, config) : null;
  if (signInPage) {
    const separator = signInPage.includes('?') ? '&' : '?';
    return { kind: 'external', url: `${signInPage}${separator}logout=true` };
  }
  if (config?.has_api_access && config.has_restrict_access) {
    const url = config.url ?? config.logout_url;
    if (url) return { kind: 'external', url };
  }
  return { kind: 'reload' };
}

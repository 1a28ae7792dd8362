import { pageOwnsToken, type StartupAddress } from '@clube/core/navigation';
import { routes } from '../runtime/route-table.ts';

/**
 * What the start-up reads from the address: activate=true, a token, logout=true. On the
 * pharmacy card (SPEC §2) the optional `id` query carries the auth token; on the HR-card
 * activation and /nova-senha the token belongs to the page and is not read here.
 */
export function startupAddress(search: string, pathname = '/'): StartupAddress {
  const params = new URLSearchParams(search);
  const onPharmacyCard = pathname.replace(/\/+$/, '') === routes.pharmacyCard.path;
  // An HR-card invitation's or a password reset's token is the page's own, not a session.
  const token = pageOwnsToken(pathname)
    ? null
    : params.get('token')?.trim() || (onPharmacyCard ? params.get('id')?.trim() : null) || null;
  return {
    activate: params.get('activate') === 'true',
    token,
    logout: params.get('logout') === 'true',
  };
}

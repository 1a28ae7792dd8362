import type { StartupAddress } from '@clube/core/navigation';
import { routes } from './route-table.ts';

/**
 * What the start-up reads from the address: activate=true, a token, logout=true. On the
 * pharmacy card (SPEC §2) the optional `id` query carries the auth token.
 */
export function startupAddress(search: string, pathname = '/'): StartupAddress {
  const params = new URLSearchParams(search);
  const onPharmacyCard = pathname.replace(/\/+$/, '') === routes.pharmacyCard.path;
  const token =
    params.get('token')?.trim() || (onPharmacyCard ? params.get('id')?.trim() : null) || null;
  return {
    activate: params.get('activate') === 'true',
    token,
    logout: params.get('logout') === 'true',
  };
}

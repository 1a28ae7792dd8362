import type { StartupAddress } from '@clube/core/navigation';

/** What the start-up reads from the address: activate=true, a token, logout=true. */
export function startupAddress(search: string): StartupAddress {
  const params = new URLSearchParams(search);
  return {
    activate: params.get('activate') === 'true',
    token: params.get('token')?.trim() || null,
    logout: params.get('logout') === 'true',
  };
}

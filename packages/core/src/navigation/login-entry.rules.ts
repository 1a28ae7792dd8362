import { HOME_PATH } from './public-routes.ts';

/** Where the login entry (/login?company=…&token=…) sends the member, per SPEC §2. */
export interface LoginEntryDecision {
  /** A token carried by the address, to hand to the session. */
  readonly token: string | null;
  readonly to: string;
}

/** Query keys the entry consumes itself; the rest travels on to the campaign list. */
const CONSUMED = new Set(['company', 'token']);

export function decideLoginEntry(query: Readonly<Record<string, string>>): LoginEntryDecision {
  const token = query['token']?.trim() || null;
  if (query['error'] !== undefined) return { token, to: '/erro' };
  const campaign = query['campaign']?.trim();
  if (campaign) return { token, to: `/campanhas/${encodeURIComponent(campaign)}` };
  if (query['partner'] !== undefined || query['category'] !== undefined) {
    const rest = Object.entries(query)
      .filter(([key]) => !CONSUMED.has(key))
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&');
    return { token, to: `/campanhas?${rest}` };
  }
  return { token, to: HOME_PATH };
}

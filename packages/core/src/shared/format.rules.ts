import { DAY_MS, EXPIRY_DAYS_SHOWN, PARTNER_NAME_MAX_LENGTH } from './constants.ts';
import { formatDecimalPtBR } from './decimal-format.rules.ts';
import type { MessageKey } from './message-keys.ts';

/** The cashback percentage with one decimal and a decimal comma: 7.25 → '7,3%'. */
export function formatCashbackPercent(value: number): string {
  return `${formatDecimalPtBR(value, 1, 1)}%`;
}

/** A distance in km with a decimal comma: 1.25 → '1,3 km'. */
export function formatDistanceKm(km: number): string {
  return `${formatDecimalPtBR(km, 0, 1)} km`;
}

/**
 * Partner names longer than 13 characters are cut there and end with an ellipsis; a cut that
 * ends in spaces loses them first ('Floricultura Bela' → 'Floricultura...', not 'Floricultura ...').
 */
export function truncatePartnerName(name: string): string {
  const characters = [...name];
  return characters.length > PARTNER_NAME_MAX_LENGTH
    ? `${characters.slice(0, PARTNER_NAME_MAX_LENGTH).join('').trimEnd()}...`
    : name;
}

export interface ExpiryLabel {
  days: number;
  /** A message reading '1 dia', '3 dias'. */
  key: Extract<MessageKey, 'expiry.day' | 'expiry.days'>;
  params: { count: number };
}

/** The expiry in days, only while 1 to 3 days remain (a day is 86400000 ms). */
export function expiryInDays(endsAt: number, now: number): ExpiryLabel | null {
  const days = Math.ceil((endsAt - now) / DAY_MS);
  if (days < EXPIRY_DAYS_SHOWN.min || days > EXPIRY_DAYS_SHOWN.max) return null;
  const key = days === 1 ? 'expiry.day' : 'expiry.days';
  return { days, key, params: { count: days } };
}

/**
 * An engagement balance (held in cents like every amount, SPEC §9) as points: divided by 100,
 * pt-BR digit grouping, decimals only when there are any ('1.234', '12,5').
 */
export function formatPoints(cents: number): string {
  return formatDecimalPtBR(cents / 100, 0, 2);
}

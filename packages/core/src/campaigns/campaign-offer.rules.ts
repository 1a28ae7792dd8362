import { expiryOf, type RedemptionExpiry } from '../redemptions/expiry.rules.ts';
import { formatCashbackPercent } from '../shared/format.rules.ts';

/** When an offer ends, read with the one expiry rule of the club (vouchers, codes, offers). */
export type CampaignExpiry = RedemptionExpiry;

/**
 * An offer's validity from its `end_date` (SPEC §9): the same rule as every other expiry of
 * the club (`expiryOf`): a date alone is valid until the end of that day in São Paulo, the days
 * left are the time remaining rounded up (a day is 86400000 ms) and shown only from 1 to 3;
 * `expired` once it has ended. No end date: null (the offer does not end).
 */
export function campaignExpiry(
  campaign: { readonly end_date?: string | null },
  now: number,
): CampaignExpiry | null {
  return expiryOf(campaign.end_date, now);
}

/** The offer has ended: it is shown as ended, with no way to redeem it. */
export function campaignEnded(
  campaign: { readonly end_date?: string | null },
  now: number,
): boolean {
  return campaignExpiry(campaign, now)?.expired ?? false;
}

/** The fields a cashback rate is read from (a list's campaign or a search hit). */
export interface CashbackSource {
  readonly type?: string | null;
  readonly only_cashback?: boolean | null;
  readonly eventData?: {
    readonly is_cashback?: boolean | null;
    readonly cashback_value?: number | null;
    readonly cashback_symbol?: string | null;
  } | null;
}

/**
 * The cashback an offer gives back, as a view shows it (SPEC §9: the percentage with one
 * decimal, '6,5%'), or null when the offer gives none or does not say how much. A
 * `cashback_symbol` other than '%' (or none) is not a percentage: nothing is invented for it.
 */
export function cashbackRate(campaign: CashbackSource): string | null {
  const data = campaign.eventData;
  const isCashback = campaign.type === 'cashback' || data?.is_cashback === true;
  const value = data?.cashback_value;
  if (!isCashback || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    return null;
  }
  const symbol = data?.cashback_symbol?.trim() ?? '';
  if (symbol !== '' && symbol !== '%') return null;
  return formatCashbackPercent(value);
}

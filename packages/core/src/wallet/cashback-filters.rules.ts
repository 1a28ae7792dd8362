import { DAY_MS } from '../shared/constants.ts';
import { saoPauloDayNumber } from '../shared/dates.rules.ts';
import { isCashbackStatus, type CashbackStatus } from './cashback-status.rules.ts';
import type { CashbackQuery } from './wallet.port.ts';

/** The periods a member can narrow the cashback records to, in days up to today. */
export const CASHBACK_PERIODS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;

export type CashbackPeriod = keyof typeof CASHBACK_PERIODS;

export function isCashbackPeriod(value: unknown): value is CashbackPeriod {
  return typeof value === 'string' && Object.hasOwn(CASHBACK_PERIODS, value);
}

/** The longest partner (or offer) name a filter sends. */
export const CASHBACK_PARTNER_FILTER_MAX_LENGTH = 60;

/** The filters of the cashback records as a member sets them (and the address keeps them). */
export interface CashbackFilters {
  status?: string | null;
  partner?: string | null;
  period?: string | null;
}

/** The filters as they apply: an unknown status or period is no filter, the partner trimmed. */
export interface AppliedCashbackFilters {
  status: CashbackStatus | null;
  partner: string | null;
  period: CashbackPeriod | null;
}

export function appliedCashbackFilters(filters: CashbackFilters): AppliedCashbackFilters {
  const partner =
    filters.partner?.trim().replace(/\s+/g, ' ').slice(0, CASHBACK_PARTNER_FILTER_MAX_LENGTH) ?? '';
  return {
    status: isCashbackStatus(filters.status) ? filters.status : null,
    partner: partner === '' ? null : partner,
    period: isCashbackPeriod(filters.period) ? filters.period : null,
  };
}

const isoDay = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * The dates of a period, 'aaaa-mm-dd' both inclusive, ending today in São Paulo: '7d' is today
 * and the six days before it.
 */
export function cashbackPeriodRange(period: CashbackPeriod, now: number): [string, string] {
  const today = saoPauloDayNumber(now);
  return [isoDay(today - CASHBACK_PERIODS[period] + 1), isoDay(today)];
}

/**
 * The query of the cashback records list (SPEC §7 Cashback) for the filters: the status, the
 * partner's (or offer's) name as `searchPerk`, the period as `between_date`, newest first.
 */
export function cashbackQueryOf(
  filters: CashbackFilters,
  now: number,
): Omit<CashbackQuery, 'page' | 'limit'> {
  const applied = appliedCashbackFilters(filters);
  return {
    order: 'desc',
    ...(applied.status ? { status: applied.status } : {}),
    ...(applied.partner ? { searchPerk: applied.partner } : {}),
    ...(applied.period ? { between_date: cashbackPeriodRange(applied.period, now) } : {}),
  };
}

/** The filters as read from the address, and the records query they make (one read for both). */
export function cashbackListOf(
  filters: CashbackFilters,
  now: number,
): { applied: AppliedCashbackFilters; query: Omit<CashbackQuery, 'page' | 'limit'> } {
  const applied = appliedCashbackFilters(filters);
  return { applied, query: cashbackQueryOf(applied, now) };
}

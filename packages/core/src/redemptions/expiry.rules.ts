import { formatDatePtBr, toEpochMs } from '../shared/dates.rules.ts';
import { expiryInDays, type ExpiryLabel } from '../shared/format.rules.ts';

/** When a voucher, code or purchase stops being valid, as a view shows it. */
export interface RedemptionExpiry {
  /** The last valid day, 'dd/mm/aaaa'. */
  date: string;
  /** When validity ends, in epoch milliseconds. */
  endsAt: number;
  expired: boolean;
  /** '1 dia' … '3 dias' while 1 to 3 days remain (SPEC §9), else null. */
  left: ExpiryLabel | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** São Paulo's offset from UTC, in hours (Brazil keeps no daylight saving time since 2019). */
const SAO_PAULO_OFFSET_HOURS = 3;

/**
 * A day as 'dd/mm/aaaa': a date alone ('2026-11-25') is that calendar day (not UTC midnight
 * moved to São Paulo's previous evening); a date and time is its day in São Paulo. Unreadable: ''.
 */
export function formatDayPtBr(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const dateOnly = DATE_ONLY.exec(text);
  if (!dateOnly) return text ? formatDatePtBr(text) : '';
  const [, year, month, day] = dateOnly as unknown as [string, string, string, string];
  return isCalendarDay(year, month, day) ? `${day}/${month}/${year}` : '';
}

function isCalendarDay(year: string, month: string, day: string): boolean {
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
}

/**
 * The expiry of a redemption from its `expire_date`. A date alone ('2026-11-25') is valid
 * until the end of that day in São Paulo; a date and time ends at that instant. The days left
 * count the time remaining rounded up (a day is 86400000 ms). Missing or unreadable: null.
 */
export function expiryOf(
  expireDate: string | null | undefined,
  now: number,
): RedemptionExpiry | null {
  const value = expireDate?.trim();
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value);
  let endsAt: number;
  let date: string;
  if (dateOnly) {
    const [, year, month, day] = dateOnly as unknown as [string, string, string, string];
    // '2026-02-30' is no day: refused rather than rolled over into March.
    if (!isCalendarDay(year, month, day)) return null;
    endsAt = Date.UTC(Number(year), Number(month) - 1, Number(day) + 1, SAO_PAULO_OFFSET_HOURS);
    date = `${day}/${month}/${year}`;
  } else {
    endsAt = toEpochMs(value);
    if (Number.isNaN(endsAt)) return null;
    date = formatDatePtBr(endsAt);
  }
  const expired = now >= endsAt;
  return { date, endsAt, expired, left: expired ? null : expiryInDays(endsAt, now) };
}

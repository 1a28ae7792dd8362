import { DAY_MS, LOCALE, TIME_ZONE } from './constants.ts';
import { onFirstUse } from './first-use.ts';
import type { MessageKey } from './message-keys.ts';

/** Dates are shown pt-BR in São Paulo time whatever the device's zone (no date library). */
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** Milliseconds from a Date, epoch milliseconds or an ISO-like string; NaN when unreadable. */
export function toEpochMs(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T'));
}

/**
 * 'dd/mm/aaaa' in São Paulo; an unreadable value shows nothing. A bare calendar day
 * ('2027-01-31', as end dates come) is that day, not the São Paulo evening before its UTC midnight.
 */
export function formatDatePtBr(value: Date | number | string): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const ms = toEpochMs(value);
  return Number.isNaN(ms) ? '' : dateFormat().format(ms);
}

/** 'HH:mm' in São Paulo. */
export function formatTimePtBr(ms: number): string {
  return timeFormat().format(ms);
}

/** The calendar day number (days since the epoch) of an instant, in São Paulo. */
export function saoPauloDayNumber(ms: number): number {
  const parts = Object.fromEntries(
    dateFormat()
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day'])) / DAY_MS;
}

export interface RelativeTime {
  key: Extract<MessageKey, 'time.today' | 'time.yesterday' | 'time.daysAgo'>;
  params: { time: string } | { count: number };
}

/**
 * SPEC §8: 'Hoje às HH:mm', 'Ontem às HH:mm' or 'Há N dias', from Unix seconds, by São Paulo
 * calendar days, as a message for the host to put into words. A moment later than `now`
 * still reads as today.
 */
export function relativeTime(unixSeconds: number, now: number): RelativeTime {
  const ms = unixSeconds * 1000;
  const days = saoPauloDayNumber(now) - saoPauloDayNumber(ms);
  if (days <= 0) return { key: 'time.today', params: { time: formatTimePtBr(ms) } };
  if (days === 1) return { key: 'time.yesterday', params: { time: formatTimePtBr(ms) } };
  return { key: 'time.daysAgo', params: { count: days } };
}

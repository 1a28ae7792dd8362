import { DAY_MS } from '../shared/constants.ts';
import { saoPauloDayNumber } from '../shared/dates.rules.ts';
import type { CashbackRecord } from './cashback-record.schema.ts';

/** The statuses of a cashback record, in the order the money moves through them. */
export const CASHBACK_STATUSES = [
  'pending',
  'approved',
  'available',
  'redeemed',
  'cancelled',
] as const;

export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

export function isCashbackStatus(value: unknown): value is CashbackStatus {
  return typeof value === 'string' && (CASHBACK_STATUSES as readonly string[]).includes(value);
}

/** A calendar date 'aaaa-mm-dd' from the start of a date or date-time text; null otherwise. */
function calendarDate(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Date(ms).toISOString().slice(0, 10) === `${year}-${month}-${day}`
    ? `${year}-${month}-${day}`
    : null;
}

/** The São Paulo calendar date of an instant, as 'aaaa-mm-dd'. */
export function saoPauloDate(ms: number): string {
  return new Date(saoPauloDayNumber(ms) * DAY_MS).toISOString().slice(0, 10);
}

export interface CashbackStanding {
  /** The record's status; 'unknown' when the server sent one the club does not know. */
  readonly status: CashbackStatus | 'unknown';
  /**
   * The record's date, 'aaaa-mm-dd': its `date`, unless that is later than the day it was
   * recorded (then it is the expected release, and the record is dated the day it was recorded).
   */
  readonly date: string | null;
  /**
   * When the money is expected to become available, 'aaaa-mm-dd', only where the record says
   * so: a pending or approved record whose `date` is later than the day it was recorded and
   * not yet past. The API has no other field for it, so no date is ever guessed.
   */
  readonly availableOn: string | null;
}

/**
 * Where a cashback record stands, for a member who wants to know why the money is (not) there:
 * its status (an unknown text is 'unknown', a record flagged available is 'available'), its
 * date, and when it becomes available where that is known. The server's `date` and
 * `created_at` are compared as the server wrote them (their calendar dates), never shifted by a
 * time zone; only "today" is São Paulo's.
 */
export function cashbackStanding(record: CashbackRecord, now: number): CashbackStanding {
  const said = record.status?.trim().toLowerCase();
  const status: CashbackStanding['status'] = isCashbackStatus(said)
    ? said
    : record.available
      ? 'available'
      : 'unknown';
  const day = calendarDate(record.date);
  const recordedOn = calendarDate(record.created_at);
  const later = day !== null && recordedOn !== null && day > recordedOn;
  const waiting = status === 'pending' || status === 'approved';
  const availableOn = waiting && later && day >= saoPauloDate(now) ? day : null;
  return { status, date: later ? recordedOn : (day ?? recordedOn), availableOn };
}

/** A calendar date 'aaaa-mm-dd' as pt-BR 'dd/mm/aaaa', never moved by a time zone. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

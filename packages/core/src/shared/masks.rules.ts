import { TIME_ZONE } from './constants.ts';
import { onlyDigits } from './documents.rules.ts';
import { onFirstUse } from './first-use.ts';

/**
 * Input masks for Brazilian phones and dates, and the conversions between what a member
 * reads ('(11) 98765-4321', '12/04/1990') and what the API holds ('11987654321',
 * '1990-04-12'). A mask never adds a separator after the last digit, so deleting a
 * character always removes a digit.
 */

/** A phone number: area code and 8 or 9 digits, '(11) 3456-7890' or '(11) 98765-4321'. */
export function formatPhone(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length <= 4) return `(${area}) ${number}`;
  const split = number.length === 9 ? 5 : 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

/** 10 digits (landline) or 11 (mobile, starting with 9), the area code not starting with 0. */
export function isValidPhone(text: string): boolean {
  const digits = onlyDigits(text);
  if (!/^[1-9]\d/.test(digits)) return false;
  return digits.length === 10 || (digits.length === 11 && digits[2] === '9');
}

/** A date as typed: 'dd/mm/aaaa', the slashes put in as the digits come. */
export function formatDateInput(text: string): string {
  const digits = onlyDigits(text).slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd'; null when it is not a calendar date. */
export function displayDateToIso(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return isCalendarDate(Number(year), Number(month), Number(day))
    ? `${year}-${month}-${day}`
    : null;
}

/**
 * 'aaaa-mm-dd' (a time after it is ignored) → 'dd/mm/aaaa', read as a calendar date, never
 * moved by a time zone. Anything else comes back as it was.
 */
export function isoToDisplayDate(text: string): string {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return text;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${day}/${month}/${year}`;
}

/**
 * A birthday: a calendar date 'dd/mm/aaaa' from 1900 on and not after `today`
 * ('aaaa-mm-dd', the member's own day).
 */
export function isValidBirthday(text: string, today: string): boolean {
  const iso = displayDateToIso(text);
  return iso !== null && iso >= '1900-01-01' && iso <= today;
}

// en-CA writes dates as 'aaaa-mm-dd'; built on first use.
const isoDayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar day of an instant in São Paulo, 'aaaa-mm-dd'. */
export function isoDayInSaoPaulo(ms: number): string {
  return isoDayFormat().format(ms);
}

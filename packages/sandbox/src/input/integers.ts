import { INPUT_ERRORS, InputRejected } from './input-rejected.ts';

/** The bounds of a PostgreSQL `integer` (int4) column: every id, count and amount here. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

const DECIMAL = /^-?\d{1,10}$/;
const DIGITS = /^\d{1,10}$/;

/**
 * A whole number that fits an int4 column, from a JSON number or a plain decimal string (form
 * fields are strings); null for anything else: fractions, "1e3", "0x10", " 12", "+1", 2^31.
 */
export function parseInteger(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= INT4_MIN && number <= INT4_MAX ? number : null;
}

/**
 * Money as a whole count of cents, 0 to INT4_MAX, from a JSON integer or a string of digits;
 * null for anything else ("12.5", "1e3", "0x10", " 12", -1, floats).
 */
export function parseCents(value: unknown): number | null {
  if (typeof value === 'string' && !DIGITS.test(value)) return null;
  const cents = parseInteger(value);
  return cents !== null && cents >= 0 ? cents : null;
}

/** A row id from a path or argument: digits only, 1 to INT4_MAX; null when none could exist. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !DIGITS.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** a × b when the product still fits an int4 column (value × quantity); null otherwise. */
export function productWithinInt4(a: number, b: number): number | null {
  // `+ 0` turns a negative zero (−1 × 0) into the 0 a column and a comparison expect.
  const product = a * b + 0;
  return Number.isSafeInteger(product) && product >= INT4_MIN && product <= INT4_MAX
    ? product
    : null;
}

/**
 * An optional query or argument that must be a whole number when given: absent (undefined,
 * null or '') is `fallback`; anything given that is not an int4 integer throws InputRejected.
 */
export function optionalInteger(
  value: unknown,
  fallback: number,
  message: string = INPUT_ERRORS.value,
): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = parseInteger(value);
  if (number === null) throw new InputRejected(422, message);
  return number;
}

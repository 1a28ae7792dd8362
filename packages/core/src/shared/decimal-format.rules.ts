import { onFirstUse } from './first-use.ts';

/**
 * Numbers as pt-BR writes them — dot thousands, a decimal comma, rounded half away from zero —
 * without `Intl.NumberFormat`: the first formatter a page builds loads the locale's data, tens
 * of milliseconds in one task on a phone, paid by the first campaign card of a list (issue 19).
 * The output is Intl's for pt-BR, character for character (a property test holds it to that);
 * a number JavaScript writes with an exponent (below 1e-6, from 1e21) is left to Intl.
 */
export function formatDecimalPtBR(
  value: number,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes('e')) {
    return intlFormat(minimumFractionDigits, maximumFractionDigits).format(value);
  }
  const [integerPart = '0', fractionPart = ''] = written.split('.');
  const { integer, fraction } = roundHalfExpand(integerPart, fractionPart, maximumFractionDigits);
  let shown = fraction;
  while (shown.length > minimumFractionDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // Intl keeps the sign of a negative number that rounds to zero, and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${shown ? `,${shown}` : ''}`;
}

/** The digits rounded to `digits` decimals, a 5 rounding away from zero (Intl's `halfExpand`). */
function roundHalfExpand(
  integer: string,
  fraction: string,
  digits: number,
): { integer: string; fraction: string } {
  const padded = fraction.padEnd(digits, '0');
  if (fraction.length <= digits) return { integer, fraction: padded };
  const kept = `${integer}${padded.slice(0, digits)}`;
  if (Number(fraction[digits]) < 5) {
    return { integer, fraction: padded.slice(0, digits) };
  }
  const carried = addOne(kept);
  const integerLength = carried.length - digits;
  return { integer: carried.slice(0, integerLength), fraction: carried.slice(integerLength) };
}

/** A string of digits plus one, in decimal ('199' → '200', '99' → '100'). */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

const intlFormats = new Map<string, () => Intl.NumberFormat>();
function intlFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = onFirstUse(
      () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits }),
    );
    intlFormats.set(key, format);
  }
  return format();
}

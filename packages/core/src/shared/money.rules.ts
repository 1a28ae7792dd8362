/** Money as the club shows and reads it (SPEC §5, §9). Amounts are held in whole cents. */
import { formatDecimalPtBR } from './decimal-format.rules.ts';
import { onFirstUse } from './first-use.ts';

const brl = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
);

/**
 * 'R$ 1.234,56' from 123456 cents, as Intl writes it (a no-break space, U+00A0, after R$; the
 * sign before it: '-R$ 1,00'), without building Intl's formatter (see formatDecimalPtBR).
 */
export function formatBRL(cents: number): string {
  const reais = cents / 100;
  if (!Number.isFinite(reais)) return brl().format(reais);
  const sign = reais < 0 || Object.is(reais, -0) ? '-' : '';
  return `${sign}R$\u00a0${formatDecimalPtBR(Math.abs(reais), 2, 2)}`;
}

/** Dot thousands and two comma decimals, from whole cents (a fraction of a cent is rounded). */
function groupedReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${formatDecimalPtBR(Math.abs(Math.round(cents)) / 100, 2, 2)}`;
}

export const MONEY_INPUT_PREFIX = 'R$ ';

/** At most 13 digits (R$ 99.999.999.999,99): every amount stays a safe integer of cents. */
export const MONEY_INPUT_MAX_DIGITS = 13;

/**
 * An amount in cents as the money input shows it: the 'R$ ' prefix (a plain space), dot
 * thousands and two comma decimals; a fraction of a cent is rounded.
 */
export function formatCentsAsMoneyInput(cents: number): string {
  return `${MONEY_INPUT_PREFIX}${groupedReais(cents)}`;
}

/**
 * The money input mask: what was typed, read as cents from its digits (typing shifts them in
 * from the right, like a cash register), shown as `formatCentsAsMoneyInput` does.
 */
export function formatMoneyInput(typed: string): string {
  return formatCentsAsMoneyInput(parseMoneyInput(typed) ?? 0);
}

/**
 * Cents from a money input ('R$ 1.234,56' → 123456): every digit counts, anything else is
 * ignored, digits past the 13th are dropped; no digit at all reads as an empty field (null).
 */
export function parseMoneyInput(typed: string): number | null {
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits.slice(0, MONEY_INPUT_MAX_DIGITS));
}

/**
 * The currency display filter: a number or numeric string (in reais) as 'R$ 1.234,56';
 * anything else shows nothing.
 */
export function formatCurrencyDisplay(value: unknown): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(amount)) return '';
  return `R$ ${groupedReais(Math.round(amount * 100))}`;
}

/** A typed withdraw value in reais (e.g. '25,50' or 25.5) as the cents the API wants. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

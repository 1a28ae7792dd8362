/**
 * SPEC §5 money input: prefix 'R$ ', decimal comma, thousands dot, 2 decimals. Amounts are
 * held in cents (SPEC §9). Typed digits shift in from the right, like a cash register:
 * '5' → R$ 0,05, then '0' → R$ 0,50, then '0' → R$ 5,00.
 * Pure; to be swapped for `@clube/core`'s `formatMoneyInput` / `parseMoneyInput`.
 */
export const MONEY_PREFIX = 'R$ ';

/** At most 13 digits (R$ 99.999.999.999,99) keeps every amount a safe integer. */
export const MONEY_MAX_DIGITS = 13;

/** Integer cents → 'R$ 1.234,56'. Negative amounts keep a leading minus after the prefix. */
export function formatCentsAsMoneyInput(cents: number): string {
  const whole = Math.trunc(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  const digits = String(whole).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${MONEY_PREFIX}${sign}${reais},${digits.slice(-2)}`;
}

/**
 * What the member typed → integer cents: every digit counts, shifted in from the right;
 * anything else (prefix, separators, letters) is ignored. No digit at all → null (empty).
 */
export function parseMoneyInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Number(digits.replace(/^0+(?=\d)/, '').slice(-MONEY_MAX_DIGITS));
}

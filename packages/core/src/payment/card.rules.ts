import type { CARD_BRANDS } from '../shared/constants.ts';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card number as the payment provider's path wants it: digits only, no spaces. */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** Luhn's check: every second digit from the right doubled, the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Brand by prefix (the issuers' published ranges). Elo and Hipercard come first: some of
// their ranges sit inside ranges that would otherwise read as Visa, Master or Discover.
const BRAND_PREFIXES: readonly [CardBrand, RegExp][] = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(03([^4])|04([0-9])|05(0|1)|4(0[5-9]|3[0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8])|9([2-6][0-9]|7[0-8])|541|700|720|901)|651652|655000|655021)/,
  ],
  ['hipercard', /^(606282|3841(0|4|6)0)/],
  ['amex', /^3[47]/],
  ['dinners', /^3(0[0-5]|[68])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|65|64[4-9]|622)/],
  ['master', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/],
  ['visa', /^4/],
];

/** The brand of a card from its first digits (SPEC §9 card brand icons), or null. */
export function cardBrandOf(typed: string): CardBrand | null {
  const digits = cardDigits(typed);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** A card number worth sending: 13 to 19 digits passing Luhn's check. */
export function isValidCardNumber(typed: string): boolean {
  const digits = cardDigits(typed);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardDigits, isValidCardNumber, passesLuhn } from './card.rules.ts';

describe('card rules', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'master'],
    ['2223 0031 2200 3222', 'master'],
    ['3782 822463 10005', 'amex'],
    ['3056 9309 0259 04', 'dinners'],
    ['6011 1111 1111 1117', 'discover'],
    ['3530 1113 3330 0000', 'jcb'],
    ['6062 8288 8866 6688', 'hipercard'],
    ['6362 9700 0045 7013', 'elo'],
    ['9999 9999 9999 9999', null],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it('sends the number without spaces', () => {
    expect(cardDigits('4111 1111 1111 1111')).toBe('4111111111111111');
  });

  it('accepts Luhn-valid numbers of 13 to 19 digits only', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111 1111 111')).toBe(false);
  });

  test.prop([fc.stringMatching(/^\d{12,18}$/), fc.integer({ min: 1, max: 9 })])(
    'changing one digit breaks Luhn',
    (base, delta) => {
      const check = [...Array(10).keys()].find((digit) => passesLuhn(`${base}${digit}`));
      if (check === undefined) return;
      const valid = `${base}${check}`;
      const broken = `${base}${(check + delta) % 10}`;
      expect(passesLuhn(valid)).toBe(true);
      expect(passesLuhn(broken)).toBe(false);
    },
  );
});

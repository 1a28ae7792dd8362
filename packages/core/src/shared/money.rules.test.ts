import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCentsAsMoneyInput,
  formatCurrencyDisplay,
  formatMoneyInput,
  parseMoneyInput,
  reaisToCents,
} from './money.rules.ts';

describe('formatBRL', () => {
  it('formats cents as reais with the no-break space Intl puts after R$', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(2000)).toBe('R$\u00a020,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
  });

  const intlBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  test.prop(
    [fc.oneof(fc.integer({ min: -1e13, max: 1e13 }), fc.double({ min: -1e13, max: 1e13 }))],
    {
      numRuns: 3000,
    },
  )('writes any amount as Intl does, negative ones and fractions of a cent too', (cents) => {
    expect(formatBRL(cents)).toBe(intlBRL.format(cents / 100));
  });
});

describe('money input', () => {
  it("masks digits with 'R$ ', dot thousands and two comma decimals", () => {
    expect(formatMoneyInput('123456')).toBe('R$ 1.234,56');
    expect(formatMoneyInput('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(formatMoneyInput('')).toBe('R$ 0,00');
    expect(formatMoneyInput('7')).toBe('R$ 0,07');
  });

  it('reads the cents back', () => {
    expect(parseMoneyInput('R$ 1.234,56')).toBe(123456);
    expect(parseMoneyInput('R$ 0,00')).toBe(0);
  });

  it('reads a field with no digit as empty', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
    expect(parseMoneyInput('R$ ,')).toBeNull();
  });

  it('reads every digit as cents, shifting in from the right', () => {
    expect(parseMoneyInput('R$ 0,005')).toBe(5);
    expect(parseMoneyInput('R$ 0,050')).toBe(50);
    expect(parseMoneyInput('R$ 1.234,5')).toBe(12345);
    expect(parseMoneyInput('<b>12</b>')).toBe(12);
  });

  it('keeps at most 13 digits, so the cents stay a safe integer', () => {
    expect(parseMoneyInput('9'.repeat(13))).toBe(9_999_999_999_999);
    expect(parseMoneyInput(`${'1'.repeat(13)}99`)).toBe(1_111_111_111_111);
    expect(Number.isSafeInteger(parseMoneyInput('9'.repeat(40)))).toBe(true);
  });

  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [2000, 'R$ 20,00'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-1050, 'R$ -10,50'],
    [1234.6, 'R$ 12,35'],
  ])('shows %d cents as %s', (cents, shown) => {
    expect(formatCentsAsMoneyInput(cents)).toBe(shown);
  });

  test.prop([fc.integer({ min: 0, max: 9_999_999_999_999 })])(
    'showing cents then reading them back is the identity',
    (cents) => {
      expect(parseMoneyInput(formatCentsAsMoneyInput(cents))).toBe(cents);
    },
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000_000 })])(
    'formatting then parsing is the identity',
    (cents) => {
      const shown = formatMoneyInput(String(cents));
      expect(shown.startsWith('R$ ')).toBe(true);
      expect(shown).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
      expect(parseMoneyInput(shown)).toBe(cents);
    },
  );
});

describe('formatCurrencyDisplay', () => {
  it('shows numbers and numeric strings, and nothing else', () => {
    expect(formatCurrencyDisplay(1234.5)).toBe('R$ 1.234,50');
    expect(formatCurrencyDisplay('12.5')).toBe('R$ 12,50');
    expect(formatCurrencyDisplay(-3)).toBe('R$ -3,00');
    expect(formatCurrencyDisplay('abc')).toBe('');
    expect(formatCurrencyDisplay('')).toBe('');
    expect(formatCurrencyDisplay(null)).toBe('');
    expect(formatCurrencyDisplay(Number.NaN)).toBe('');
  });
});

it('turns reais into cents without float drift', () => {
  expect(reaisToCents(20)).toBe(2000);
  expect(reaisToCents(19.99)).toBe(1999);
  expect(reaisToCents(0.1 + 0.2)).toBe(30);
});

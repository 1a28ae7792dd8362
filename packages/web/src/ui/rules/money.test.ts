import { describe, expect, it } from 'vitest';
import { formatCentsAsMoneyInput, parseMoneyInput } from './money.ts';

describe('formatCentsAsMoneyInput', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [50, 'R$ 0,50'],
    [500, 'R$ 5,00'],
    [2000, 'R$ 20,00'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-1050, 'R$ -10,50'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCentsAsMoneyInput(cents)).toBe(text);
  });
});

describe('parseMoneyInput', () => {
  it('reads every digit as cents, shifting in from the right', () => {
    expect(parseMoneyInput('R$ 0,005')).toBe(5);
    expect(parseMoneyInput('R$ 0,050')).toBe(50);
    expect(parseMoneyInput('R$ 0,500')).toBe(500);
    expect(parseMoneyInput('R$ 1.234,567')).toBe(1234567);
  });

  it('shifts right when a digit is deleted', () => {
    expect(parseMoneyInput('R$ 1.234,5')).toBe(12345);
  });

  it('ignores anything that is not a digit', () => {
    expect(parseMoneyInput('R$ 1a2b3')).toBe(123);
  });

  it('gives null when nothing numeric is left', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('R$ ,')).toBeNull();
  });

  it('caps the amount at 13 digits so it stays a safe integer', () => {
    const cents = parseMoneyInput('9'.repeat(20));
    expect(cents).toBe(9_999_999_999_999);
    expect(Number.isSafeInteger(cents)).toBe(true);
  });

  it('round-trips every formatted amount', () => {
    for (const cents of [0, 1, 99, 100, 12345, 9_999_999_999_999]) {
      expect(parseMoneyInput(formatCentsAsMoneyInput(cents))).toBe(cents);
    }
  });
});

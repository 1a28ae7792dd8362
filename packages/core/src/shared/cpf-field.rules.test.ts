import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cpfDigits, cpfProblem } from './cpf-field.rules.ts';
import { isValidCpf } from './documents.rules.ts';

const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 })
  .map((digits) => digits.join(''))
  .filter(isValidCpf);

describe('cpfProblem', () => {
  it.each([
    ['52998224725', null],
    ['529.982.247-25', null],
    [' 529.982.247-25 ', null],
    ['', null],
    ['529.982.247-24', 'validation.document'],
    ['5299822472', 'validation.document'],
    ['529982247255', 'validation.document'],
    ['11111111111', 'validation.document'],
    ['529a982b247-25', 'validation.document'],
  ])('%j → %s', (typed, problem) => {
    expect(cpfProblem(typed)).toBe(problem);
  });

  test.prop([validCpf, fc.boolean()])(
    'a valid CPF passes as digits or formatted, and is sent as its digits',
    (cpf, mask) => {
      const typed = mask
        ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
        : cpf;
      expect(cpfProblem(typed)).toBeNull();
      expect(cpfDigits(typed)).toBe(cpf);
    },
  );

  /** The CPF check digits, computed the long way, and not one repeated digit (refused by rule). */
  const isValidByCheckDigits = (digits: string): boolean => {
    const numbers = [...digits].map(Number);
    const check = (length: number) => {
      const sum = numbers.slice(0, length).reduce((total, n, i) => total + n * (length + 1 - i), 0);
      return ((sum * 10) % 11) % 10;
    };
    return check(9) === numbers[9] && check(10) === numbers[10] && !/^(\d)\1{10}$/.test(digits);
  };

  test.prop([validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 })])(
    'changing any one digit of a valid CPF makes it refused',
    (cpf, position, shift) => {
      const changed =
        cpf.slice(0, position) +
        String((Number(cpf[position]) + shift) % 10) +
        cpf.slice(position + 1);
      // Two sums can give the same check digit (a remainder of 10 counts as 0), so a changed
      // number is sometimes another valid CPF: the check-digit algorithm itself decides.
      expect(cpfProblem(changed)).toBe(
        isValidByCheckDigits(changed) ? null : 'validation.document',
      );
    },
  );

  test.prop([fc.string()])('never throws and answers null or the document message', (typed) => {
    expect([null, 'validation.document']).toContain(cpfProblem(typed));
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryCpf } from '../testing/arbitraries.ts';
import {
  cnpjCheckDigits,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normaliseCnpj,
} from './documents.rules.ts';

describe('CPF', () => {
  it('accepts right check digits with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('refuses wrong digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  // Only the check digits: a changed base digit can, rarely, leave both check digits as they
  // were (remainders 0 and 1 both give the digit 0), so such a CPF may still be valid.
  test.prop([arbitraryCpf, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 })])(
    'a valid CPF with a check digit changed is invalid',
    (cpf, position, delta) => {
      expect(isValidCpf(cpf)).toBe(true);
      const digits = [...cpf];
      digits[position] = String((Number(digits[position]) + delta) % 10);
      expect(isValidCpf(digits.join(''))).toBe(false);
    },
  );
});

describe('CNPJ', () => {
  it('accepts the numeric CNPJ', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ of July 2026 (Receita Federal example)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    // The check digits stay numeric.
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(normaliseCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  test.prop([fc.stringMatching(/^[0-9A-Z]{12}$/)])(
    'any base with its computed digits is valid',
    (base) => {
      fc.pre(!/^(\d)\1{11}$/.test(base));
      expect(isValidCnpj(base + cnpjCheckDigits(base))).toBe(true);
    },
  );
});

it('a document is a CPF or a CNPJ', () => {
  expect(isValidDocument('52998224725')).toBe(true);
  expect(isValidDocument('11222333000181')).toBe(true);
  expect(isValidDocument('123')).toBe(false);
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  clampStepperValue,
  isIntegerText,
  sanitiseStepperInput,
  shouldEmitStepperValue,
  STEPPER_DEFAULTS,
  stepDown,
  stepperBounds,
  stepUp,
} from './number-stepper.rules.ts';
import { cepDigits, formatCep, isValidCep } from './postal-code.rules.ts';
import {
  filterOptionsByPrefix,
  normaliseForSearch,
  selectClosedWithoutValue,
} from './select-search.rules.ts';
import {
  isValidEmail,
  sanitiseTextInput,
  validateEmail,
  validateText,
} from './validation.rules.ts';
import { NUMBER_STEPPER_DEBOUNCE_MS } from './constants.ts';

describe('text and e-mail validation', () => {
  it("defaults to 'O campo não pode estar vazio' and accepts a custom key", () => {
    expect(validateText('')).toBe('validation.empty');
    expect(validateText(' ', 'validation.generic')).toBe('validation.generic');
    expect(validateText('ok')).toBeNull();
  });

  it('needs text, @, text, dot, text and no spaces', () => {
    expect(isValidEmail('ana@clube.com.br')).toBe(true);
    expect(isValidEmail('ana@clube')).toBe(false);
    expect(isValidEmail('ana @clube.com')).toBe(false);
    expect(validateEmail('x@y')).toBe('validation.email');
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail('a@b.co')).toBeNull();
  });

  it('strips HTML except in money inputs or with protection off', () => {
    expect(sanitiseTextInput('oi <b>x</b>')).toBe('oi ');
    expect(sanitiseTextInput('oi <b>x</b>', { type: 'money' })).toBe('oi <b>x</b>');
    expect(sanitiseTextInput('oi <b>x</b>', { protect: false })).toBe('oi <b>x</b>');
  });
});

describe('number stepper', () => {
  it('defaults to min 0, max 10, step 1 and a 500 ms debounce', () => {
    expect(STEPPER_DEFAULTS).toEqual({ min: 0, max: 10, step: 1 });
    expect(stepperBounds({ max: 5 })).toEqual({ min: 0, max: 5, step: 1 });
    expect(NUMBER_STEPPER_DEBOUNCE_MS).toBe(500);
  });

  test.prop([fc.double({ min: -100, max: 100, noNaN: true })])(
    'clamps into range and emits only in range',
    (value) => {
      const clamped = clampStepperValue(value);
      expect(clamped).toBeGreaterThanOrEqual(0);
      expect(clamped).toBeLessThanOrEqual(10);
      expect(shouldEmitStepperValue(value)).toBe(value >= 0 && value <= 10);
    },
  );

  it('disables minus at min and plus at max', () => {
    expect(canDecrement(0)).toBe(false);
    expect(canDecrement(1)).toBe(true);
    expect(canIncrement(10)).toBe(false);
    expect(canIncrement(9)).toBe(true);
    expect(stepUp(10)).toBe(10);
    expect(stepDown(0)).toBe(0);
    expect(stepUp(3)).toBe(4);
    expect(stepDown(3)).toBe(2);
  });

  it('keeps digits only when integerOnly, else digits and one point', () => {
    expect(sanitiseStepperInput('1a2.5', true)).toBe('125');
    expect(sanitiseStepperInput('1a2.5.3', false)).toBe('12.53');
    expect(sanitiseStepperInput('12', false)).toBe('12');
  });

  it('checks integers: an optional minus and digits', () => {
    expect(isIntegerText('-12')).toBe(true);
    expect(isIntegerText('12')).toBe(true);
    expect(isIntegerText('1.2')).toBe(false);
    expect(isIntegerText('')).toBe(false);
    expect(isIntegerText('--1')).toBe(false);
  });
});

describe('select search', () => {
  const options = ['São Paulo', 'Santos', 'Salvador', 'Rio de Janeiro'];
  it('filters by prefix ignoring accents and case', () => {
    expect(filterOptionsByPrefix(options, 'sao', (o) => o)).toEqual(['São Paulo']);
    expect(filterOptionsByPrefix(options, 'SA', (o) => o)).toEqual([
      'São Paulo',
      'Santos',
      'Salvador',
    ]);
    expect(filterOptionsByPrefix(options, 'paulo', (o) => o)).toEqual([]);
    expect(filterOptionsByPrefix(options, ' ', (o) => o)).toEqual(options);
    expect(normaliseForSearch('Ótica')).toBe('otica');
  });

  it('an empty value on close is an error', () => {
    expect(selectClosedWithoutValue('')).toBe(true);
    expect(selectClosedWithoutValue(null)).toBe(true);
    expect(selectClosedWithoutValue('sp')).toBe(false);
  });
});

describe('CEP', () => {
  it('checks and masks the postal code', () => {
    expect(isValidCep('01001-000')).toBe(true);
    expect(isValidCep('01001000')).toBe(true);
    expect(isValidCep('0100100')).toBe(false);
    expect(isValidCep('01001-0000')).toBe(false);
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('0100')).toBe('0100');
    expect(formatCep('01001-000999')).toBe('01001-000');
    expect(cepDigits('01001-000')).toBe('01001000');
  });
});

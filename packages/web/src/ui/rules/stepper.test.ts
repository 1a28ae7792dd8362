import { describe, expect, it } from 'vitest';
import {
  STEPPER_DEFAULTS,
  clampStepperValue,
  isIntegerText,
  isWithinStepperRange,
  parseStepperInput,
  sanitizeStepperInput,
  stepStepperValue,
} from './stepper.ts';

describe('number stepper rules', () => {
  it('defaults to min 0, max 10, step 1', () => {
    expect(STEPPER_DEFAULTS).toMatchObject({ min: 0, max: 10, step: 1 });
  });

  it('clamps at or below min to min and at or above max to max', () => {
    const range = { min: 2, max: 8 };
    expect(clampStepperValue(-5, range)).toBe(2);
    expect(clampStepperValue(2, range)).toBe(2);
    expect(clampStepperValue(5, range)).toBe(5);
    expect(clampStepperValue(8, range)).toBe(8);
    expect(clampStepperValue(80, range)).toBe(8);
  });

  it('says whether a value lies within the range (bounds included)', () => {
    const range = { min: 0, max: 10 };
    expect(isWithinStepperRange(0, range)).toBe(true);
    expect(isWithinStepperRange(10, range)).toBe(true);
    expect(isWithinStepperRange(-0.1, range)).toBe(false);
    expect(isWithinStepperRange(10.5, range)).toBe(false);
    expect(isWithinStepperRange(Number.NaN, range)).toBe(false);
  });

  it('accepts an optional minus and digits as an integer', () => {
    expect(isIntegerText('12')).toBe(true);
    expect(isIntegerText('-12')).toBe(true);
    expect(isIntegerText('')).toBe(false);
    expect(isIntegerText('-')).toBe(false);
    expect(isIntegerText('1.5')).toBe(false);
    expect(isIntegerText('+1')).toBe(false);
    expect(isIntegerText('1-')).toBe(false);
  });

  it('keeps digits only when integerOnly', () => {
    expect(sanitizeStepperInput('1a.2-3', true)).toBe('123');
  });

  it('keeps digits and one decimal point otherwise', () => {
    expect(sanitizeStepperInput('1.2.3', false)).toBe('1.23');
    expect(sanitizeStepperInput('2,5x', false)).toBe('2.5');
    expect(sanitizeStepperInput('-a', false)).toBe('');
  });

  it('parses typed text, or null when no number is there yet', () => {
    expect(parseStepperInput('7', true)).toBe(7);
    expect(parseStepperInput('', true)).toBeNull();
    expect(parseStepperInput('2.5', false)).toBe(2.5);
    expect(parseStepperInput('.', false)).toBeNull();
    expect(parseStepperInput('3.', false)).toBe(3);
  });

  it('steps by step, clamped, without floating-point noise', () => {
    const options = { min: 0, max: 1, step: 0.1 };
    expect(stepStepperValue(0.2, 1, options)).toBe(0.3);
    expect(stepStepperValue(0.95, 1, options)).toBe(1);
    expect(stepStepperValue(0.05, -1, options)).toBe(0);
    expect(stepStepperValue(4, 1, { min: 0, max: 10, step: 1 })).toBe(5);
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  parseStepperInput,
  readStepperInput,
  sanitiseStepperInput,
  stepDown,
  stepUp,
} from './number-stepper.rules.ts';

describe('number stepper: what typing becomes', () => {
  it('reads a decimal comma as the point', () => {
    expect(sanitiseStepperInput('2,5', false)).toBe('2.5');
    expect(sanitiseStepperInput('1,2,3', false)).toBe('1.23');
    expect(sanitiseStepperInput('2,5', true)).toBe('25');
  });

  it('holds no number while the text is empty or a lone point', () => {
    expect(parseStepperInput('', false)).toBeNull();
    expect(parseStepperInput('.', false)).toBeNull();
    expect(parseStepperInput('', true)).toBeNull();
    expect(parseStepperInput('3.', false)).toBe(3);
    expect(parseStepperInput('.5', false)).toBe(0.5);
    expect(parseStepperInput('07', true)).toBe(7);
  });

  it('cleans, reads and clamps typed text into range', () => {
    const bounds = { min: 2, max: 8, step: 1 };
    expect(readStepperInput('5', true, bounds)).toBe(5);
    expect(readStepperInput('25', true, bounds)).toBe(8);
    expect(readStepperInput('1', true, bounds)).toBe(2);
    expect(readStepperInput('4,5x', false, bounds)).toBe(4.5);
    expect(readStepperInput('abc', false, bounds)).toBeNull();
    expect(readStepperInput('', true, bounds)).toBeNull();
  });

  test.prop([fc.string(), fc.boolean()])(
    'never gives a value out of the default range',
    (typed, integerOnly) => {
      const value = readStepperInput(typed, integerOnly);
      if (value !== null) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(10);
      }
    },
  );
});

describe('number stepper: pressing plus and minus', () => {
  it('steps by a decimal step without float noise', () => {
    const bounds = { min: 0, max: 1, step: 0.1 };
    expect(stepUp(0.2, bounds)).toBe(0.3);
    expect(stepUp(0.7, bounds)).toBe(0.8);
    expect(stepDown(0.3, bounds)).toBe(0.2);
    expect(stepUp(0.95, bounds)).toBe(1);
    expect(stepDown(0.05, bounds)).toBe(0);
  });

  test.prop([fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 9 })])(
    'a tenth step from a tenth lands on a tenth',
    (tenths, stepTenths) => {
      const bounds = { min: -1000, max: 1000, step: stepTenths / 10 };
      const next = stepUp(tenths / 10, bounds);
      expect(next).toBe((tenths + stepTenths) / 10);
      expect(stepDown(next, bounds)).toBe(tenths / 10);
    },
  );
});

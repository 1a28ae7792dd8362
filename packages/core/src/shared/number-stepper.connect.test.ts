import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { connectStepper } from './number-stepper.connect.ts';

describe('connectStepper', () => {
  it('disables minus at min and plus at max, with the defaults of SPEC §5 (0…10, step 1)', () => {
    expect(connectStepper(0)).toMatchObject({ atMin: true, atMax: false, down: 0, up: 1 });
    expect(connectStepper(10)).toMatchObject({ atMin: false, atMax: true, down: 9, up: 10 });
    expect(connectStepper(4, { min: 2, max: 6, step: 2 })).toMatchObject({ down: 2, up: 6 });
  });

  it('answers the arrow keys, Home and End, and no other key', () => {
    const view = connectStepper(3, { min: 1, max: 8 });
    expect(view.keyed('ArrowUp')).toBe(4);
    expect(view.keyed('ArrowDown')).toBe(2);
    expect(view.keyed('Home')).toBe(1);
    expect(view.keyed('End')).toBe(8);
    expect(view.keyed('Enter')).toBeNull();
  });

  it('keeps digits only when integer only, and one decimal point otherwise', () => {
    expect(connectStepper(0, { integerOnly: true }).kept('1a2.5')).toBe('125');
    expect(connectStepper(0).kept('1a2.5.3')).toMatch(/^12\.5/);
  });

  it('on leaving, reads pending text clamped into range, restores text that is no number', () => {
    const view = connectStepper(3, { min: 0, max: 10 });
    expect(view.left('42', true)).toEqual({ emit: 10, restore: false });
    expect(view.left('7', true)).toEqual({ emit: 7, restore: false });
    expect(view.left('7', false)).toEqual({ emit: null, restore: false });
    expect(view.left('', true)).toEqual({ emit: null, restore: true });
  });

  test.prop([
    fc.integer({ min: -5, max: 5 }),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 5 }),
  ])(
    'a press never leaves the bounds, and is disabled exactly where it would not move',
    (min, span, step) => {
      const max = min + span;
      for (let value = min; value <= max; value += 1) {
        const view = connectStepper(value, { min, max, step });
        expect(view.up).toBeLessThanOrEqual(max);
        expect(view.down).toBeGreaterThanOrEqual(min);
        expect(view.atMax).toBe(view.up === value);
        expect(view.atMin).toBe(view.down === value);
      }
    },
  );
});

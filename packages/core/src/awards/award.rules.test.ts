import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  awardChoices,
  awardOptionsOf,
  awardValueOptions,
  awardValueProblem,
} from './award.rules.ts';

const eventData = (fields: {
  prices_options?: number[];
  min_value?: number | null;
  max_value?: number | null;
  value?: number | null;
}) => ({ prices_options: [], min_value: null, max_value: null, value: null, ...fields });

describe('award rules', () => {
  it('offers the price options within min and max, ascending, without repeats', () => {
    expect(
      awardValueOptions(
        eventData({
          prices_options: [50_000, 1_000, 5_000, 2_000, 10_000, 2_000, 0, -5, 12.5],
          min_value: 2_000,
          max_value: 10_000,
          value: 5_000,
        }),
      ),
    ).toEqual([2_000, 5_000, 10_000]);
  });

  it('offers the one value of an award without options, and nothing without either', () => {
    expect(awardValueOptions(eventData({ value: 5_000 }))).toEqual([5_000]);
    expect(awardValueOptions(eventData({ value: 5_000, max_value: 4_000 }))).toEqual([]);
    expect(awardValueOptions(eventData({}))).toEqual([]);
    expect(awardValueOptions(null)).toEqual([]);
  });

  it('offers amounts only for a campaign of the award event', () => {
    const data = eventData({ prices_options: [1_000, 2_000] });
    expect(awardOptionsOf({ event: 'award', eventData: data })).toEqual([1_000, 2_000]);
    expect(awardOptionsOf({ event: 'engagement', eventData: data })).toEqual([]);
    expect(awardOptionsOf({ event: 'award', eventData: null })).toEqual([]);
  });

  it('refuses an amount that is not offered, or more than a known balance', () => {
    const options = [1_000, 2_000, 5_000];
    expect(awardValueProblem(null, options, 0)).toBeNull();
    expect(awardValueProblem(3_000, options, 10_000)).toBe('awards.valueUnavailable');
    expect(awardValueProblem(5_000, options, 4_999)).toBe('awards.insufficientBalance');
    expect(awardValueProblem(5_000, options, 5_000)).toBeNull();
    expect(awardValueProblem(5_000, options, null)).toBeNull();
  });

  it('marks each choice the balance pays for', () => {
    expect(awardChoices([1_000, 5_000, 10_000], 5_000)).toEqual([
      { value: 1_000, affordable: true },
      { value: 5_000, affordable: true },
      { value: 10_000, affordable: false },
    ]);
    expect(awardChoices([1_000], null)).toEqual([{ value: 1_000, affordable: true }]);
  });

  const amount = fc.integer({ min: -1_000, max: 100_000 });

  test.prop([
    fc.array(amount, { maxLength: 8 }),
    fc.option(amount, { nil: null }),
    fc.option(amount, { nil: null }),
    fc.option(amount, { nil: null }),
    fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  ])(
    'every option is offered, within bounds, and redeemable exactly when the balance pays',
    (prices_options, min_value, max_value, value, balance) => {
      const options = awardValueOptions(eventData({ prices_options, min_value, max_value, value }));
      expect([...options].sort((a, b) => a - b)).toEqual(options);
      expect(new Set(options).size).toBe(options.length);
      for (const option of options) {
        expect(Number.isInteger(option) && option > 0).toBe(true);
        expect(option).toBeGreaterThanOrEqual(min_value ?? 0);
        expect(option).toBeLessThanOrEqual(max_value ?? Number.POSITIVE_INFINITY);
        if (prices_options.length > 0) expect(prices_options).toContain(option);
        else expect(option).toBe(value);
        const problem = awardValueProblem(option, options, balance);
        expect(problem === null).toBe(balance === null || option <= balance);
      }
    },
  );
});

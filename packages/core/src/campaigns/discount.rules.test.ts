import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compareByDiscount, discountPercent } from './discount.rules.ts';

describe('discountPercent', () => {
  it('puts every kind of offer on one scale: the share of the price taken off', () => {
    expect(discountPercent({ symbol: 'percent', value: 30 })).toBe(30);
    expect(discountPercent({ symbol: 'dynamic', value: 12 })).toBe(12);
    expect(discountPercent({ symbol: 'currency', value: 10000, discounted_value: 7000 })).toBe(30);
    expect(discountPercent({ symbol: 'currency', value: 5000 })).toBe(0);
    expect(discountPercent({ symbol: 'GRÁTIS', value: 0 })).toBe(100);
    expect(discountPercent({ symbol: '2x1', value: 0 })).toBe(50);
    expect(discountPercent({ symbol: 'other', value: 90 })).toBe(0);
  });

  it('no longer ranks an amount in reais above any percentage', () => {
    const offers = [
      { slug: 'reais', symbol: 'currency', value: 9500, discounted_value: 8550 }, // 10% off
      { slug: 'forty', symbol: 'percent', value: 40 },
      { slug: 'free', symbol: 'GRÁTIS', value: 0 },
      { slug: 'five', symbol: 'percent', value: 5 },
    ];
    expect([...offers].sort(compareByDiscount).map((offer) => offer.slug)).toEqual([
      'free',
      'forty',
      'reais',
      'five',
    ]);
  });

  test.prop([
    fc.record({
      symbol: fc.constantFrom('percent', 'dynamic', 'currency', 'GRÁTIS', '2x1', 'x', null),
      value: fc.option(fc.double({ noNaN: false }), { nil: null }),
      discounted_value: fc.option(fc.double(), { nil: null }),
    }),
  ])('is always a number from 0 to 100', (offer) => {
    const percent = discountPercent(offer);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  });
});

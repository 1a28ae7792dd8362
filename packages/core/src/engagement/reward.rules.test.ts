import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { balanceAfter, canAfford, isReward, rewardCost } from './reward.rules.ts';

describe('reward rules', () => {
  it("costs the event's price, and nothing redeemable without a positive whole price", () => {
    expect(rewardCost({ eventData: { price: 3500 } })).toBe(3500);
    expect(rewardCost({ eventData: { price: 0 } })).toBeNull();
    expect(rewardCost({ eventData: { price: -100 } })).toBeNull();
    expect(rewardCost({ eventData: { price: 12.5 } })).toBeNull();
    expect(rewardCost({ eventData: { price: null } })).toBeNull();
    expect(rewardCost({ eventData: null })).toBeNull();
    expect(rewardCost({})).toBeNull();
  });

  it('takes only campaigns of the engagement event for rewards', () => {
    expect(isReward({ event: 'engagement' })).toBe(true);
    expect(isReward({ event: 'award' })).toBe(false);
    expect(isReward({ event: null })).toBe(false);
  });

  it('pays for a cost up to the whole balance, never for an unknown one', () => {
    expect(canAfford(35_000, 3_500)).toBe(true);
    expect(canAfford(3_500, 3_500)).toBe(true);
    expect(canAfford(3_499, 3_500)).toBe(false);
    expect(canAfford(35_000, null)).toBe(false);
    expect(balanceAfter(35_000, 3_500)).toBe(31_500);
    expect(balanceAfter(35_000, null)).toBe(35_000);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 });

  test.prop([cents, fc.integer({ min: 1, max: 10_000_000 })])(
    'an affordable cost leaves exactly balance − cost; the balance never goes below zero',
    (balance, cost) => {
      const after = balanceAfter(balance, cost);
      expect(after).toBeGreaterThanOrEqual(0);
      if (canAfford(balance, cost)) expect(after + cost).toBe(balance);
      else expect(after).toBe(0);
    },
  );

  test.prop([fc.option(fc.oneof(fc.integer(), fc.double()), { nil: null })])(
    'a cost, when there is one, is a positive whole number',
    (price) => {
      const cost = rewardCost({ eventData: { price } });
      if (cost !== null) {
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThan(0);
        expect(cost).toBe(price);
      }
    },
  );
});

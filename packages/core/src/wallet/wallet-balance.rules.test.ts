import { describe, expect, it } from 'vitest';
import { walletBalance } from './wallet-balance.rules.ts';

const user = {
  cashback: 2500,
  cashback_total: 9000,
  awards_balance: 1200,
  engagement_balance: 34550,
};
const config = {
  permissions: ['cashback_tab', 'awards', 'engagement'],
  withdraw_award: true,
  withdraw_engagement: false,
  allowed_banks: ['001'],
  block_banks_at_cashback: false,
};
const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

describe('walletBalance', () => {
  it("reads each balance of the member's and says it as money and as points", () => {
    const cashback = walletBalance(user, config, 'cashback');
    expect(cashback.cents).toBe(2500);
    expect(cashback.moneyText).toMatch(money('R$ 25,00'));
    expect(cashback.earnedText).toMatch(money('R$ 90,00'));
    expect(walletBalance(user, config, 'award').cents).toBe(1200);
    const points = walletBalance(user, config, 'engagement');
    expect(points.pointsText).toBe('345,5');
    expect(points.earnedText).toBeNull();
  });

  it('offers the withdrawal the company allows, with its banks', () => {
    expect(walletBalance(user, config, 'cashback').withdrawal).toEqual({ banks: [] });
    expect(walletBalance(user, config, 'award').withdrawal?.banks).toHaveLength(1);
    expect(walletBalance(user, config, 'engagement').withdrawal).toBeNull();
    expect(walletBalance(user, null, 'cashback').withdrawal).toBeNull();
  });

  it('stands in the fallback before the member has loaded', () => {
    expect(walletBalance(null, config, 'engagement', 700).cents).toBe(700);
    expect(walletBalance(undefined, config, 'cashback').cents).toBe(0);
  });
});

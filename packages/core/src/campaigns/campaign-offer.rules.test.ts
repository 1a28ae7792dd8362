import { describe, expect, it } from 'vitest';
import { campaignEnded, campaignExpiry, cashbackRate } from './campaign-offer.rules.ts';

// 2026-11-23 12:00 in São Paulo (15:00 UTC).
const NOON_23 = Date.UTC(2026, 10, 23, 15);

describe('campaignExpiry', () => {
  it('keeps an offer valid until the end of its last day in São Paulo', () => {
    expect(campaignEnded({ end_date: '2026-11-23' }, NOON_23)).toBe(false);
    expect(campaignEnded({ end_date: '2026-11-23' }, Date.UTC(2026, 10, 24, 2, 59))).toBe(false);
    expect(campaignEnded({ end_date: '2026-11-23' }, Date.UTC(2026, 10, 24, 3))).toBe(true);
    expect(campaignEnded({ end_date: '2026-11-22' }, NOON_23)).toBe(true);
    expect(campaignEnded({ end_date: null }, NOON_23)).toBe(false);
  });

  it('gives the days left from 1 to 3 and the date, the same wherever it is shown', () => {
    expect(campaignExpiry({ end_date: '2026-11-24' }, NOON_23)).toMatchObject({
      date: '24/11/2026',
      expired: false,
      left: { days: 2, key: 'expiry.days' },
    });
    expect(campaignExpiry({ end_date: '2026-11-23' }, NOON_23)).toMatchObject({
      left: { days: 1, key: 'expiry.day' },
    });
    expect(campaignExpiry({ end_date: '2026-12-31' }, NOON_23)?.left).toBeNull();
    expect(campaignExpiry({ end_date: '2026-11-22' }, NOON_23)).toMatchObject({
      expired: true,
      left: null,
    });
  });
});

describe('cashbackRate', () => {
  it('shows a cashback offer’s percentage with one decimal', () => {
    expect(
      cashbackRate({ type: 'cashback', eventData: { cashback_value: 6.5, cashback_symbol: '%' } }),
    ).toBe('6,5%');
    expect(
      cashbackRate({ type: 'online', eventData: { is_cashback: true, cashback_value: 3 } }),
    ).toBe('3,0%');
  });

  it('shows nothing for an offer that gives none or does not say how much', () => {
    expect(cashbackRate({ type: 'voucher', eventData: { cashback_value: 5 } })).toBeNull();
    expect(cashbackRate({ type: 'cashback', eventData: { cashback_value: null } })).toBeNull();
    expect(cashbackRate({ type: 'cashback' })).toBeNull();
    expect(
      cashbackRate({ type: 'cashback', eventData: { cashback_value: 5, cashback_symbol: 'R$' } }),
    ).toBeNull();
  });
});

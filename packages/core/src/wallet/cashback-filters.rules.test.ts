import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  appliedCashbackFilters,
  cashbackListOf,
  CASHBACK_PARTNER_FILTER_MAX_LENGTH,
  CASHBACK_PERIODS,
  cashbackPeriodRange,
  cashbackQueryOf,
} from './cashback-filters.rules.ts';
import { CASHBACK_STATUSES } from './cashback-status.rules.ts';

// 2026-11-23 01:30 UTC is still the 22nd in São Paulo.
const NOW = Date.UTC(2026, 10, 23, 1, 30, 0);

describe('cashback filters', () => {
  it('asks for the newest records first, and nothing else without filters', () => {
    expect(cashbackQueryOf({}, NOW)).toEqual({ order: 'desc' });
  });

  it('sends the status, the partner as searchPerk and the period as between_date', () => {
    expect(
      cashbackQueryOf({ status: 'available', partner: '  Café   do Centro ', period: '7d' }, NOW),
    ).toEqual({
      order: 'desc',
      status: 'available',
      searchPerk: 'Café do Centro',
      between_date: ['2026-11-16', '2026-11-22'],
    });
  });

  it('ignores a status or period it does not know, and a blank partner', () => {
    expect(appliedCashbackFilters({ status: 'lost', period: 'forever', partner: '   ' })).toEqual({
      status: null,
      partner: null,
      period: null,
    });
    expect(appliedCashbackFilters({ period: 'toString' }).period).toBeNull();
  });

  it('ends every period today in São Paulo', () => {
    expect(cashbackPeriodRange('30d', NOW)).toEqual(['2026-10-24', '2026-11-22']);
    expect(cashbackPeriodRange('365d', NOW)).toEqual(['2025-11-23', '2026-11-22']);
  });

  test.prop([
    fc.constantFrom(...(Object.keys(CASHBACK_PERIODS) as (keyof typeof CASHBACK_PERIODS)[])),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
  ])('a period spans exactly its days, first before last', (period, at) => {
    const [from, to] = cashbackPeriodRange(period, at.getTime());
    expect(from <= to).toBe(true);
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    expect(days).toBe(CASHBACK_PERIODS[period]);
  });

  test.prop([
    fc.option(fc.oneof(fc.constantFrom(...CASHBACK_STATUSES), fc.string()), { nil: null }),
    fc.option(fc.string({ maxLength: 100 }), { nil: null }),
    fc.option(fc.oneof(fc.constantFrom('7d', '30d', '90d', '365d'), fc.string()), { nil: null }),
  ])(
    'the query only ever carries known values and a trimmed, short partner',
    (status, partner, period) => {
      const query = cashbackQueryOf({ status, partner, period }, NOW);
      if (query.status !== undefined) expect(CASHBACK_STATUSES).toContain(query.status);
      if (query.searchPerk !== undefined) {
        expect(query.searchPerk).toBe(query.searchPerk.trim());
        expect(query.searchPerk.length).toBeGreaterThan(0);
        expect(query.searchPerk.length).toBeLessThanOrEqual(CASHBACK_PARTNER_FILTER_MAX_LENGTH);
      }
      if (query.between_date !== undefined) expect(query.between_date).toHaveLength(2);
    },
  );
});

describe('cashbackListOf', () => {
  it('reads the filters once and makes the query from what it read', () => {
    const now = Date.UTC(2026, 0, 15, 15);
    const { applied, query } = cashbackListOf(
      { status: 'bogus', partner: '  Loja  ', period: '30' },
      now,
    );
    expect(applied.status).toBeNull();
    expect(applied.partner).toBe('Loja');
    expect(query).toEqual(cashbackQueryOf(applied, now));
  });
});

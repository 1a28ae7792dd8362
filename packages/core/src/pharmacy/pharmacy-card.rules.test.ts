import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pharmacyCardStatus } from './pharmacy-card.rules.ts';

describe('pharmacyCardStatus', () => {
  it('has no card without a readable expiry date', () => {
    expect(pharmacyCardStatus(null, '2026-11-22')).toEqual({ kind: 'none' });
    expect(pharmacyCardStatus('', '2026-11-22')).toEqual({ kind: 'none' });
    expect(pharmacyCardStatus('31/12/2027', '2026-11-22')).toEqual({ kind: 'none' });
  });

  it('is active through its expiry day and expired after it', () => {
    expect(pharmacyCardStatus('2027-12-31', '2026-11-22')).toEqual({
      kind: 'active',
      until: '2027-12-31',
    });
    expect(pharmacyCardStatus('2026-11-22', '2026-11-22')).toEqual({
      kind: 'active',
      until: '2026-11-22',
    });
    expect(pharmacyCardStatus('2026-11-21T23:59:59Z', '2026-11-22')).toEqual({
      kind: 'expired',
      on: '2026-11-21',
    });
  });

  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  test.prop([day, day])(
    'is active exactly when the expiry is not before today',
    (expiry, today) => {
      expect(pharmacyCardStatus(expiry, today).kind).toBe(expiry >= today ? 'active' : 'expired');
    },
  );
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../shared/constants.ts';
import { expiryOf, formatDayPtBr } from './expiry.rules.ts';

/** Noon in São Paulo on 2026-11-22 (15:00 UTC). */
const NOON = Date.UTC(2026, 10, 22, 15);

describe('expiryOf', () => {
  it('reads a date alone as valid to the end of that day in São Paulo', () => {
    expect(expiryOf('2026-11-22', NOON)).toEqual({
      date: '22/11/2026',
      endsAt: Date.UTC(2026, 10, 23, 3),
      expired: false,
      left: { days: 1, key: 'expiry.day', params: { count: 1 } },
    });
    expect(expiryOf('2026-11-23', NOON)?.left).toEqual({
      days: 2,
      key: 'expiry.days',
      params: { count: 2 },
    });
    expect(expiryOf('2026-11-24', NOON)?.left?.days).toBe(3);
    expect(expiryOf('2026-11-25', NOON)?.left).toBeNull();
    expect(expiryOf('2026-11-25', NOON)?.expired).toBe(false);
  });

  it('is expired once its last day is over', () => {
    expect(expiryOf('2026-11-21', NOON)).toMatchObject({ expired: true, left: null });
    // 23:59 in São Paulo on its last day: still valid.
    expect(expiryOf('2026-11-22', Date.UTC(2026, 10, 23, 2, 59))?.expired).toBe(false);
    expect(expiryOf('2026-11-22', Date.UTC(2026, 10, 23, 3))?.expired).toBe(true);
  });

  it('reads a date and time as that instant', () => {
    const expiry = expiryOf('2026-11-24T12:00:00Z', NOON);
    expect(expiry).toMatchObject({ date: '24/11/2026', expired: false });
    expect(expiry?.left?.days).toBe(2);
  });

  it('has nothing to say about a missing or unreadable date', () => {
    expect(expiryOf(null, NOON)).toBeNull();
    expect(expiryOf(undefined, NOON)).toBeNull();
    expect(expiryOf('  ', NOON)).toBeNull();
    expect(expiryOf('amanhã', NOON)).toBeNull();
    expect(expiryOf('2026-02-30', NOON)).toBeNull();
    expect(expiryOf('2026-13-01', NOON)).toBeNull();
  });

  const day = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10));
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });

  test.prop([day, instant])('shows the day it was given, dd/mm/aaaa', (value, now) => {
    const [year, month, date] = value.split('-');
    expect(expiryOf(value, now)?.date).toBe(`${date}/${month}/${year}`);
  });

  test.prop([day, instant])(
    'counts days left only while 1 to 3 remain and it has not expired',
    (value, now) => {
      const expiry = expiryOf(value, now)!;
      expect(expiry.expired).toBe(now >= expiry.endsAt);
      const daysLeft = Math.ceil((expiry.endsAt - now) / DAY_MS);
      if (expiry.expired || daysLeft > 3) expect(expiry.left).toBeNull();
      else expect(expiry.left?.days).toBe(daysLeft);
    },
  );

  test.prop([day, instant, fc.integer({ min: 1, max: 10 * DAY_MS })])(
    'never un-expires as time goes on',
    (value, now, later) => {
      if (expiryOf(value, now)?.expired) expect(expiryOf(value, now + later)?.expired).toBe(true);
    },
  );
});

describe('formatDayPtBr', () => {
  it('shows a date alone as that calendar day, and a date and time as its day in São Paulo', () => {
    expect(formatDayPtBr('2026-11-01')).toBe('01/11/2026');
    expect(formatDayPtBr('2026-11-01T02:00:00Z')).toBe('31/10/2026');
    expect(formatDayPtBr('2026-02-30')).toBe('');
    expect(formatDayPtBr(null)).toBe('');
    expect(formatDayPtBr('')).toBe('');
  });
});

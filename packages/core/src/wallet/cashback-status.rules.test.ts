import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cashbackRecordSchema } from './cashback-record.schema.ts';
import {
  CASHBACK_STATUSES,
  cashbackStanding,
  formatCalendarDay,
  saoPauloDate,
} from './cashback-status.rules.ts';

// 2026-11-22 12:00 in São Paulo (UTC-3).
const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

const record = (fields: Record<string, unknown>) =>
  cashbackRecordSchema.parse({ id: 1, total: 5000, user_comission: 250, ...fields });

describe('where a cashback record stands', () => {
  it.each(CASHBACK_STATUSES)('reads the status %s, in any case and with spaces', (status) => {
    expect(cashbackStanding(record({ status: ` ${status.toUpperCase()} ` }), NOW).status).toBe(
      status,
    );
  });

  it("reads an unknown status as 'unknown', unless the record is flagged available", () => {
    expect(cashbackStanding(record({ status: 'em análise' }), NOW).status).toBe('unknown');
    expect(cashbackStanding(record({ status: null, available: true }), NOW).status).toBe(
      'available',
    );
  });

  it('dates the record by its date, or by the day it was recorded when its date is later', () => {
    expect(
      cashbackStanding(record({ created_at: '2026-10-03T00:00:00Z', date: '2026-10-03' }), NOW)
        .date,
    ).toBe('2026-10-03');
    // A later date is the expected release: the record is dated the day it was recorded.
    expect(
      cashbackStanding(record({ created_at: '2026-10-03 21:30:00', date: '2026-12-01' }), NOW).date,
    ).toBe('2026-10-03');
    expect(cashbackStanding(record({ date: '2026-10-03' }), NOW).date).toBe('2026-10-03');
    expect(cashbackStanding(record({ created_at: '2026-10-04T02:00:00Z' }), NOW).date).toBe(
      '2026-10-04',
    );
    expect(cashbackStanding(record({ date: '2026-02-30' }), NOW).date).toBeNull();
  });

  it('says when the money becomes available only when the record says so', () => {
    const waiting = { created_at: '2026-11-10T12:00:00Z', date: '2026-12-10' };
    expect(cashbackStanding(record({ ...waiting, status: 'pending' }), NOW).availableOn).toBe(
      '2026-12-10',
    );
    expect(cashbackStanding(record({ ...waiting, status: 'approved' }), NOW).availableOn).toBe(
      '2026-12-10',
    );
    // Already available, redeemed or cancelled: no date to wait for.
    for (const status of ['available', 'redeemed', 'cancelled']) {
      expect(cashbackStanding(record({ ...waiting, status }), NOW).availableOn).toBeNull();
    }
    // The date is the day it was recorded (the purchase): nothing is known about availability.
    expect(
      cashbackStanding(
        record({ status: 'pending', created_at: '2026-11-10T12:00:00Z', date: '2026-11-10' }),
        NOW,
      ).availableOn,
    ).toBeNull();
    // A date already past is no promise.
    expect(
      cashbackStanding(
        record({ status: 'approved', created_at: '2026-10-01T12:00:00Z', date: '2026-11-01' }),
        NOW,
      ).availableOn,
    ).toBeNull();
  });

  test.prop([
    fc.option(fc.string({ maxLength: 12 }), { nil: null }),
    fc.option(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      { nil: null },
    ),
    fc.option(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    ),
    fc.boolean(),
  ])(
    'an expected date is only given to a waiting record, after it was recorded and not past',
    (status, createdAt, date, available) => {
      const standing = cashbackStanding(
        record({ status, created_at: createdAt, date, available }),
        NOW,
      );
      expect([...CASHBACK_STATUSES, 'unknown']).toContain(standing.status);
      if (standing.availableOn === null) return;
      expect(['pending', 'approved']).toContain(standing.status);
      expect(standing.availableOn).toBe(date);
      expect(standing.availableOn >= saoPauloDate(NOW)).toBe(true);
      expect(createdAt && standing.availableOn > createdAt.slice(0, 10)).toBe(true);
      expect(standing.date).toBe(createdAt?.slice(0, 10));
    },
  );
});

describe('calendar days', () => {
  it('reads as dd/mm/aaaa whatever the time zone, and an unreadable one as nothing', () => {
    expect(formatCalendarDay('2026-10-03')).toBe('03/10/2026');
    expect(formatCalendarDay('03/10/2026')).toBe('');
  });
});

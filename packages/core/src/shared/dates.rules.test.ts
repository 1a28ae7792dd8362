import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatDatePtBr, relativeTime, saoPauloDayNumber, toEpochMs } from './dates.rules.ts';
import { formatMessage } from './format-message.ts';

// 12:00 in São Paulo (UTC-3, no daylight saving since 2019).
const NOW = Date.parse('2026-11-22T15:00:00Z');
const seconds = (iso: string): number => Date.parse(iso) / 1000;
const formatRelativeTime = (unixSeconds: number, now: number): string =>
  formatMessage(relativeTime(unixSeconds, now));

describe('relative time', () => {
  it("reads 'Hoje às HH:mm' for today in São Paulo", () => {
    expect(formatRelativeTime(seconds('2026-11-22T13:05:00Z'), NOW)).toBe('Hoje às 10:05');
    expect(formatRelativeTime(seconds('2026-11-22T03:00:00Z'), NOW)).toBe('Hoje às 00:00');
  });

  it("reads 'Ontem às HH:mm' for a UTC 'today' that is yesterday in São Paulo", () => {
    expect(formatRelativeTime(seconds('2026-11-22T02:30:00Z'), NOW)).toBe('Ontem às 23:30');
  });

  it("reads 'Há N dias' further back", () => {
    expect(formatRelativeTime(seconds('2026-11-19T12:00:00Z'), NOW)).toBe('Há 3 dias');
    expect(relativeTime(seconds('2026-10-23T12:00:00Z'), NOW)).toEqual({
      key: 'time.daysAgo',
      params: { count: 30 },
    });
  });

  test.prop([fc.integer({ min: 0, max: 400 * 86_400 })])(
    'never says a negative or zero day count',
    (ago) => {
      const result = relativeTime(NOW / 1000 - ago, NOW);
      if (result.key === 'time.daysAgo')
        expect((result.params as { count: number }).count).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('dates', () => {
  it('formats pt-BR dates in São Paulo time', () => {
    expect(formatDatePtBr('2026-11-22T02:30:00Z')).toBe('21/11/2026');
    expect(formatDatePtBr(Date.parse('2026-01-05T12:00:00Z'))).toBe('05/01/2026');
    expect(formatDatePtBr(new Date('2026-12-31T12:00:00Z'))).toBe('31/12/2026');
    expect(formatDatePtBr('2027-01-31 23:59:59')).toMatch(/^(31\/01|01\/02)\/2027$/);
    expect(formatDatePtBr('não é data')).toBe('');
  });

  it('numbers São Paulo calendar days', () => {
    expect(saoPauloDayNumber(NOW) - saoPauloDayNumber(Date.parse('2026-11-22T02:59:00Z'))).toBe(1);
    expect(toEpochMs(5)).toBe(5);
  });
});

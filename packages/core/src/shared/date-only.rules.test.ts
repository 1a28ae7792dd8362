import { describe, expect, it } from 'vitest';
import { formatDatePtBr } from './dates.rules.ts';

describe('formatDatePtBr of a bare calendar day', () => {
  it('shows the day itself, whatever the zone', () => {
    expect(formatDatePtBr('2027-01-31')).toBe('31/01/2027');
    expect(formatDatePtBr('2026-12-01')).toBe('01/12/2026');
  });

  it('still reads instants in São Paulo', () => {
    expect(formatDatePtBr('2027-01-31 23:59:59')).toBe('31/01/2027');
    expect(formatDatePtBr('2027-02-01T01:00:00Z')).toBe('31/01/2027');
  });
});

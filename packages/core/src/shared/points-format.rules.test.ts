import { describe, expect, it } from 'vitest';
import { formatPoints } from './format.rules.ts';

describe('formatPoints', () => {
  it('shows the balance in points with pt-BR grouping and decimals only when present', () => {
    expect(formatPoints(35000)).toBe('350');
    expect(formatPoints(12345600)).toBe('123.456');
    expect(formatPoints(1250)).toBe('12,5');
    expect(formatPoints(0)).toBe('0');
  });
});

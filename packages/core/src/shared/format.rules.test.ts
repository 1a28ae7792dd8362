import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from './constants.ts';
import {
  expiryInDays,
  formatCashbackPercent,
  formatDistanceKm,
  truncatePartnerName,
} from './format.rules.ts';
import { formatMessage } from './format-message.ts';

it('shows the cashback percentage with one decimal and a comma', () => {
  expect(formatCashbackPercent(7.25)).toBe('7,3%');
  expect(formatCashbackPercent(5)).toBe('5,0%');
  expect(formatCashbackPercent(12.04)).toBe('12,0%');
});

it('shows distances in km with a decimal comma', () => {
  expect(formatDistanceKm(1.25)).toBe('1,3 km');
  expect(formatDistanceKm(0.5)).toBe('0,5 km');
  expect(formatDistanceKm(1234.56)).toBe('1.234,6 km');
});

describe('truncatePartnerName', () => {
  it('cuts at 13 characters and adds an ellipsis', () => {
    expect(truncatePartnerName('Pizzaria Bella Napoli')).toBe('Pizzaria Bell...');
    expect(truncatePartnerName('Café do Largo')).toBe('Café do Largo');
  });

  it('drops the spaces the cut ends with before the ellipsis', () => {
    expect(truncatePartnerName('Floricultura Bela Flor')).toBe('Floricultura...');
    expect(truncatePartnerName('Casa do Pão   Bela')).toBe('Casa do Pão...');
  });

  test.prop([fc.string({ maxLength: 40 })])(
    'never keeps more than 13 characters of the name',
    (name) => {
      const shown = truncatePartnerName(name);
      if ([...name].length <= 13) expect(shown).toBe(name);
      else {
        const kept = shown.replace(/\.\.\.$/, '');
        expect(kept).toBe([...name].slice(0, 13).join('').trimEnd());
        expect(kept).not.toMatch(/\s$/);
      }
    },
  );
});

describe('expiryInDays', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it("says 'dia' for one day and 'dias' for two or three", () => {
    const text = (endsAt: number): string | null => {
      const label = expiryInDays(endsAt, now);
      return label && formatMessage(label);
    };
    expect(expiryInDays(now + DAY_MS, now)).toEqual({
      days: 1,
      key: 'expiry.day',
      params: { count: 1 },
    });
    expect(text(now + DAY_MS)).toBe('1 dia');
    expect(text(now + 1.5 * DAY_MS)).toBe('2 dias');
    expect(text(now + 3 * DAY_MS)).toBe('3 dias');
  });

  it('says nothing outside 1 to 3 days', () => {
    expect(expiryInDays(now + 3 * DAY_MS + 1, now)).toBeNull();
    expect(expiryInDays(now - 1, now)).toBeNull();
    expect(expiryInDays(now, now)).toBeNull();
  });
});

describe('formatters', () => {
  it('build no Intl formatter for the numbers a page shows, and one only for an exponent, once', async () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    }
    Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
    try {
      vi.resetModules();
      const fresh = await import('./format.rules.ts');
      expect(fresh.formatDistanceKm(1.25)).toBe('1,3 km');
      expect(fresh.formatDistanceKm(2)).toBe('2 km');
      expect(fresh.formatCashbackPercent(7.25)).toBe('7,3%');
      expect(fresh.formatCashbackPercent(1)).toBe('1,0%');
      expect(fresh.formatPoints(123456)).toBe('1.234,56');
      expect(built).toBe(0);
      // 1e21 km: JavaScript writes it with an exponent, which Intl is left to write.
      expect(fresh.formatDistanceKm(1e21)).toBe(new Original('pt-BR').format(1e21) + ' km');
      expect(fresh.formatDistanceKm(2e21)).toBe(new Original('pt-BR').format(2e21) + ' km');
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});

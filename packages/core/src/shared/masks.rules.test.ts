import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from './documents.rules.ts';
import {
  displayDateToIso,
  formatDateInput,
  formatPhone,
  isoDayInSaoPaulo,
  isoToDisplayDate,
  isValidBirthday,
  isValidPhone,
} from './masks.rules.ts';

describe('formatPhone', () => {
  it('masks a mobile and a landline number', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('masks as the digits come, never ending on a separator', () => {
    expect(['', '1', '11', '113', '1134', '11345', '113456', '1134567'].map(formatPhone)).toEqual([
      '',
      '(1',
      '(11',
      '(11) 3',
      '(11) 34',
      '(11) 345',
      '(11) 3456',
      '(11) 3456-7',
    ]);
  });

  it('drops what is not a digit and anything past 11 digits', () => {
    expect(formatPhone('(11) 98765-4321 ramal 2')).toBe('(11) 98765-4321');
    expect(formatPhone('abc')).toBe('');
  });

  test.prop([fc.string({ unit: fc.constantFrom('0', '5', '9', '(', ')', '-', ' ', 'a') })])(
    'keeps the digits in order (at most 11) and is idempotent',
    (typed) => {
      const masked = formatPhone(typed);
      expect(onlyDigits(masked)).toBe(onlyDigits(typed).slice(0, 11));
      expect(formatPhone(masked)).toBe(masked);
      expect(masked).not.toMatch(/[-( ]$/);
    },
  );
});

describe('isValidPhone', () => {
  it('takes 10 digits, or 11 with a 9 after the area code', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
    expect(isValidPhone('11887654321')).toBe(false);
    expect(isValidPhone('(11) 3456-789')).toBe(false);
    expect(isValidPhone('0134567890')).toBe(false);
  });
});

describe('dates', () => {
  it("masks a typed date as 'dd/mm/aaaa'", () => {
    expect(
      ['1', '12', '120', '1204', '12041', '12041990', '120419901'].map(formatDateInput),
    ).toEqual(['1', '12', '12/0', '12/04', '12/04/1', '12/04/1990', '12/04/1990']);
  });

  it('converts between what the member reads and what the API holds', () => {
    expect(displayDateToIso('12/04/1990')).toBe('1990-04-12');
    expect(isoToDisplayDate('1990-04-12')).toBe('12/04/1990');
    expect(isoToDisplayDate('2027-12-31T00:00:00Z')).toBe('31/12/2027');
    expect(isoToDisplayDate('')).toBe('');
  });

  it('refuses what is not a calendar date', () => {
    expect(displayDateToIso('31/02/2000')).toBeNull();
    expect(displayDateToIso('29/02/2023')).toBeNull();
    expect(displayDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(displayDateToIso('00/01/2000')).toBeNull();
    expect(displayDateToIso('12/13/2000')).toBeNull();
    expect(displayDateToIso('12/04/90')).toBeNull();
  });

  it('takes a birthday from 1900 up to today', () => {
    expect(isValidBirthday('12/04/1990', '2026-11-22')).toBe(true);
    expect(isValidBirthday('22/11/2026', '2026-11-22')).toBe(true);
    expect(isValidBirthday('23/11/2026', '2026-11-22')).toBe(false);
    expect(isValidBirthday('31/12/1899', '2026-11-22')).toBe(false);
    expect(isValidBirthday('12/04', '2026-11-22')).toBe(false);
  });

  it("reads today's date in São Paulo, not in UTC", () => {
    // 02:00 UTC on the 23rd is still the 22nd in São Paulo (UTC-3).
    expect(isoDayInSaoPaulo(Date.UTC(2026, 10, 23, 2))).toBe('2026-11-22');
  });

  test.prop([
    fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
  ])('a calendar date goes to the display form and back unchanged', (date) => {
    const iso = date.toISOString().slice(0, 10);
    expect(displayDateToIso(isoToDisplayDate(iso))).toBe(iso);
    expect(formatDateInput(isoToDisplayDate(iso))).toBe(isoToDisplayDate(iso));
  });
});

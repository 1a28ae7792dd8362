import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { appendPage, hasNextPage } from './paging.rules.ts';

const pagination = (
  fields: Partial<Record<'to' | 'from' | 'total' | 'per_page' | 'current_page', number>>,
) => ({
  to: 9,
  from: 1,
  total: 20,
  per_page: 9,
  current_page: 1,
  ...fields,
});

describe('hasNextPage', () => {
  it('loads until total', () => {
    expect(hasNextPage(pagination({}), 9, 'untilTotal')).toBe(true);
    expect(hasNextPage(pagination({}), 20, 'untilTotal')).toBe(false);
  });

  it('vouchers: only when total > from + per_page - 1', () => {
    expect(hasNextPage(pagination({ from: 1, per_page: 9, total: 10 }), 9, 'vouchers')).toBe(true);
    expect(hasNextPage(pagination({ from: 1, per_page: 9, total: 9 }), 9, 'vouchers')).toBe(false);
    expect(hasNextPage(pagination({ from: 10, per_page: 9, total: 18 }), 18, 'vouchers')).toBe(
      false,
    );
    expect(hasNextPage(pagination({ from: 10, per_page: 9, total: 19 }), 18, 'vouchers')).toBe(
      true,
    );
  });
});

test.prop([fc.array(fc.nat(30)), fc.array(fc.nat(30)), fc.nat(40)])(
  'appendPage never duplicates and never passes total',
  (items, page, total) => {
    const unique = [...new Set(items)];
    const merged = appendPage(unique, page, String, total);
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged.length).toBeLessThanOrEqual(Math.max(total, unique.length));
    expect(merged.slice(0, unique.length)).toEqual(unique.slice(0, merged.length));
  },
);

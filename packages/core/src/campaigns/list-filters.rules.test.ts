import { describe, expect, it } from 'vitest';
import { applyLike } from './like.rules.ts';
import {
  campaignFiltersFor,
  DEFAULT_LIST_FILTERS,
  filtersFromQuery,
  SORT_OPTIONS,
} from './list-filters.rules.ts';
import { fc, test } from '@fast-check/vitest';

describe('list filters', () => {
  it('default to cashback and exclusive off and no ordinator', () => {
    expect(DEFAULT_LIST_FILTERS).toEqual({ cashback: false, exclusive: false, ordinator: '' });
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Maiores descontos',
      'Mais curtidas',
      'A-Z',
      'Z-A',
    ]);
  });

  it('read the Campanhas query', () => {
    expect(
      filtersFromQuery({
        category: 'bares',
        cashback: 'true',
        likes: 'true',
        page: '3',
        query: 'pizza',
        tag: 't',
        highlight: '1',
        favorites: 'true',
      }),
    ).toEqual({
      cashback: true,
      exclusive: false,
      ordinator: 'likes',
      highlight: true,
      favorites: true,
      page: 3,
      category: 'bares',
      tag: 't',
      query: 'pizza',
    });
    expect(filtersFromQuery({ page: '-1' })).toMatchObject({ page: 1, ordinator: '' });
  });

  it('drop the cashback filter without the cashback_tab permission', () => {
    const filters = { cashback: true, exclusive: true, ordinator: 'discount' as const };
    expect(campaignFiltersFor(filters, false)).toEqual({
      cashback: false,
      exclusive: true,
      orderBy: 'discount',
    });
    expect(campaignFiltersFor(filters, true).cashback).toBe(true);
  });
});

describe('applyLike', () => {
  test.prop([fc.boolean(), fc.nat(1000)])(
    'flips is_liked and moves the count by one',
    (liked, count) => {
      const next = applyLike({ is_liked: liked, liked_count: count + 1 });
      expect(next.is_liked).toBe(!liked);
      expect(next.liked_count).toBe(count + 1 + (liked ? -1 : 1));
    },
  );

  it('follows the server when it agrees with the current state', () => {
    const item = { is_liked: true, liked_count: 3 };
    expect(applyLike(item, true)).toBe(item);
    expect(applyLike({ is_liked: true, liked_count: 0 }, false).liked_count).toBe(0);
  });
});

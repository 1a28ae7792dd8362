import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../campaigns/campaign.schema.ts';
import { giftCardSchema } from '../redemptions/gift-card.schema.ts';
import { paginationSchema, pageSchema } from '../paging/page.schema.ts';
import { partnerSchema } from '../partners/partner.schema.ts';
import { categorySchema } from '../campaigns/category.schema.ts';
import { searchResultSchema } from '../search/search-result.schema.ts';
import * as arbitraries from '../testing/arbitraries.ts';

describe('entity schemas', () => {
  it('normalise missing and null fields to one empty value', () => {
    const campaign = campaignSchema.parse({
      id: 7,
      slug: 'pizza',
      event: 'award',
      liked_count: '3',
      value: '12.5',
      partner: null,
    });
    expect(campaign).toMatchObject({
      id: '7',
      name: null,
      event: 'award',
      liked_count: 3,
      value: 12.5,
      is_liked: false,
      addresses: [],
      partner: null,
      eventData: null,
    });
    expect(campaignSchema.parse({ id: 1, slug: 'x', event: 'strange' }).event).toBe('other');
    expect(
      campaignSchema.parse({ id: 1, slug: 'x', value: 'abc', liked_count: 'x' }),
    ).toMatchObject({ value: null, liked_count: 0 });
    expect(partnerSchema.parse({ slug: 'p', name: 'P' })).toMatchObject({
      id: null,
      contact: { phone: null },
      colors: { primary: null },
      categories: [],
    });
    expect(categorySchema.parse({ id: 1, name: 'n', slug: 's', status: true }).status).toBe('true');
    expect(giftCardSchema.parse({}).campaign.eventData.rescue_type).toBeNull();
    expect(searchResultSchema.parse({ hits: null })).toEqual({ hits: [], nbHits: 0, page: 0 });
  });

  it('reads a page with its pagination', () => {
    const page = pageSchema(partnerSchema).parse({
      data: [{ slug: 'p', name: 'P' }],
      pagination: { total: '12', per_page: 9 },
    });
    expect(page.pagination).toEqual({ to: 0, from: 0, total: 12, per_page: 9, current_page: 0 });
    expect(paginationSchema.safeParse({ total: {} }).success).toBe(false);
  });

  it('refuses an empty id', () => {
    expect(campaignSchema.safeParse({ id: '', slug: 'x' }).success).toBe(false);
  });

  const all = Object.entries(arbitraries).filter(([name]) => name.startsWith('arbitrary')) as [
    string,
    fc.Arbitrary<unknown>,
  ][];
  test.prop([
    fc
      .constantFrom(...all)
      .chain(([name, arbitrary]) => arbitrary.map((value) => [name, value] as const)),
  ])('every arbitrary yields a value its schema already accepts', ([, value]) => {
    expect(value).toBeDefined();
  });
});

import { filtersFromQuery } from '@clube/core/campaigns';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignsHref, parseCampaignsQuery } from '../../runtime/route-href.ts';
import { listQueryOf, withFilters, withoutKeys, withPages } from './campaigns-query.ts';

describe('campaigns query', () => {
  it("writes the member's sort and filters, starting again from page 1", () => {
    const query = { category: 'restaurantes', likes: true, page: 3 } as const;
    expect(
      campaignsHref(
        withFilters(query, { ordinator: 'discount', exclusive: true, cashback: false }),
      ),
    ).toBe('/campanhas?category=restaurantes&exclusive=true&discount=true');
    expect(
      campaignsHref(withFilters(query, { ordinator: '', exclusive: false, cashback: true })),
    ).toBe('/campanhas?category=restaurantes&cashback=true');
  });

  it('leaves out a parameter and the page', () => {
    expect(withoutKeys({ query: 'pizza', tag: 'verao', page: 2 }, 'query')).toEqual({
      tag: 'verao',
    });
  });

  it('writes the pages read beyond the first', () => {
    expect(withPages({ tag: 'verao' }, 3)).toEqual({ tag: 'verao', page: 3 });
    expect(withPages({ tag: 'verao', page: 3 }, 1)).toEqual({ tag: 'verao' });
  });

  it("reads the typed query as the core's words", () => {
    expect(listQueryOf({ favorites: true, page: 2, exclusive: false, query: 'café' })).toEqual({
      favorites: 'true',
      page: '2',
      query: 'café',
    });
  });

  const sorts = fc.constantFrom(
    '',
    'discount',
    'likes',
    'alphabetical',
    'alphainverse',
  ) as fc.Arbitrary<'' | 'discount' | 'likes' | 'alphabetical' | 'alphainverse'>;
  test.prop([
    fc.record({ ordinator: sorts, exclusive: fc.boolean(), cashback: fc.boolean() }),
    fc.record(
      {
        category: fc.constantFrom('a', 'b'),
        query: fc.constantFrom('pizza', 'café'),
        likes: fc.boolean(),
        page: fc.integer({ min: 1, max: 9 }),
      },
      { requiredKeys: [] },
    ),
  ])('filters written to the address read back as the same filters', (filters, query) => {
    const href = campaignsHref(withFilters(query, filters));
    const back = parseCampaignsQuery(new URL(href, 'http://x').searchParams);
    const read = filtersFromQuery(listQueryOf(back));
    expect({
      ordinator: read.ordinator,
      exclusive: read.exclusive,
      cashback: read.cashback,
    }).toEqual(filters);
    expect(back.category).toBe(query.category);
    expect(back.query).toBe(query.query);
    expect(back.page).toBeUndefined();
  });
});

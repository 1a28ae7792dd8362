import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryCampaign } from '../testing/arbitraries.ts';
import { hasNextPage } from '../paging/paging.rules.ts';
import { searchRequestFor, searchResultPage } from './search-page.rules.ts';

describe('searchRequestFor', () => {
  it('asks the default index for a bare query, from page 0, 10 hits a page', () => {
    expect(searchRequestFor({ query: 'pizza' }, 1)).toEqual({
      index: 'campaigns',
      query: 'pizza',
      page: 0,
      hitsPerPage: 10,
    });
  });

  it("chooses the index by the list's sort and joins the filters with AND", () => {
    expect(
      searchRequestFor(
        {
          query: 'cafe',
          ordinator: 'alphainverse',
          partner: 'cafe-do-centro',
          tag: 'verao',
          exclusive: true,
          cashback: true,
        },
        3,
      ),
    ).toEqual({
      index: 'campaigns_name_desc',
      query: 'cafe',
      page: 2,
      hitsPerPage: 10,
      tags: ['verao'],
      filters:
        'partner.slug:"cafe-do-centro" AND partner.is_exclusive:true AND eventData.is_cashback:true',
    });
    expect(searchRequestFor({ query: 'x', ordinator: 'discount' }, 1).index).toBe(
      'campaigns_value',
    );
    expect(searchRequestFor({ query: 'x', ordinator: 'likes' }, 1).index).toBe('campaigns_likes');
    expect(searchRequestFor({ query: 'x', ordinator: 'alphabetical' }, 1).index).toBe(
      'campaigns_name_asc',
    );
  });
});

describe('searchResultPage', () => {
  it('reads nbHits as the total and the 0-based page as the next one from 1', () => {
    const hits = fc.sample(arbitraryCampaign, 3);
    expect(searchResultPage({ hits, nbHits: 23, page: 1 }, 10).pagination).toEqual({
      total: 23,
      per_page: 10,
      current_page: 2,
      from: 11,
      to: 13,
    });
    expect(searchResultPage({ hits: [], nbHits: 0, page: 0 }, 10).pagination).toMatchObject({
      total: 0,
      from: 0,
      to: 0,
    });
  });

  test.prop([fc.nat(50), fc.integer({ min: 1, max: 20 })])(
    'paging through every page of a search loads exactly its hits, then stops',
    (total, perPage) => {
      let loaded = 0;
      let page = 0;
      do {
        const count = Math.max(0, Math.min(perPage, total - page * perPage));
        const result = searchResultPage(
          { hits: fc.sample(arbitraryCampaign, count), nbHits: total, page },
          perPage,
        );
        loaded += result.data.length;
        page += 1;
        if (!hasNextPage(result.pagination, loaded, 'untilTotal')) break;
      } while (page < 100);
      expect(loaded).toBe(total);
    },
  );
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIST_QUERY_KEYS, type CampaignListQuery } from './list-filters.rules.ts';
import { campaignListKey, campaignListSource } from './list-source.rules.ts';

describe('campaignListSource', () => {
  it('lists the campaigns of a category with the sort and filters', () => {
    expect(
      campaignListSource({ category: 'restaurantes', discount: 'true', exclusive: 'true' }, true),
    ).toEqual({
      kind: 'campaigns',
      query: { category: 'restaurantes', cashback: false, exclusive: true, orderBy: 'discount' },
    });
  });

  it('keeps a tag, the highlight and a partner', () => {
    expect(
      campaignListSource({ tag: 'verao', highlight: 'true', partner: 'cafe-do-centro' }, false),
    ).toEqual({
      kind: 'campaigns',
      query: {
        partner: 'cafe-do-centro',
        tag: 'verao',
        highlight: true,
        cashback: false,
        exclusive: false,
        orderBy: '',
      },
    });
  });

  it('filters by cashback only with the cashback_tab permission', () => {
    expect(campaignListSource({ cashback: 'true' }, true).query).toMatchObject({ cashback: true });
    expect(campaignListSource({ cashback: 'true' }, false).query).toMatchObject({
      cashback: false,
    });
    expect(campaignListSource({ favorites: 'true', cashback: 'true' }, false).query).toEqual({});
  });

  it('shows the search results for a query', () => {
    expect(campaignListSource({ query: 'pizza', likes: 'true', page: '3' }, true)).toEqual({
      kind: 'searchCampaigns',
      query: { query: 'pizza', ordinator: 'likes' },
    });
  });

  it('shows Meus favoritos for favorites, even with a query', () => {
    expect(campaignListSource({ favorites: 'true', alphabetical: 'true' }, true)).toEqual({
      kind: 'favoritedCampaigns',
      query: { ordering: 'alphabetical' },
    });
    // Z-A is no sort of favoritedCampaigns: the favorites come in their own order.
    expect(campaignListSource({ favorites: 'true', alphainverse: 'true' }, true).query).toEqual({});
    expect(campaignListSource({ favorites: 'true', query: 'x' }, true).kind).toBe(
      'favoritedCampaigns',
    );
  });
});

const arbitraryAddress: fc.Arbitrary<CampaignListQuery> = fc.record(
  Object.fromEntries(
    [...CAMPAIGN_LIST_QUERY_KEYS, 'partner'].map((key) => [
      key,
      fc.constantFrom('true', 'false', '1', '2', 'verao', ''),
    ]),
  ),
  { requiredKeys: [] },
);

describe('campaignListKey', () => {
  test.prop([arbitraryAddress, fc.boolean()])(
    'the page read so far never changes which list it is',
    (address, cashbackAllowed) => {
      const withoutPage = { ...address };
      delete withoutPage.page;
      expect(campaignListKey(campaignListSource(address, cashbackAllowed))).toBe(
        campaignListKey(campaignListSource({ ...withoutPage, page: '7' }, cashbackAllowed)),
      );
    },
  );

  test.prop([arbitraryAddress, arbitraryAddress, fc.boolean()])(
    'two addresses share a key exactly when they open the same list',
    (a, b, cashbackAllowed) => {
      const sourceA = campaignListSource(a, cashbackAllowed);
      const sourceB = campaignListSource(b, cashbackAllowed);
      const same =
        sourceA.kind === sourceB.kind &&
        JSON.stringify(Object.entries(sourceA.query).sort()) ===
          JSON.stringify(Object.entries(sourceB.query).sort());
      // Falsy filters are left out of the key: they ask the same of the server.
      const sameRequest =
        sourceA.kind === sourceB.kind &&
        JSON.stringify(
          Object.entries(sourceA.query)
            .filter(([, v]) => v !== false && v !== '')
            .sort(),
        ) ===
          JSON.stringify(
            Object.entries(sourceB.query)
              .filter(([, v]) => v !== false && v !== '')
              .sort(),
          );
      expect(campaignListKey(sourceA) === campaignListKey(sourceB)).toBe(sameRequest);
      if (same) expect(campaignListKey(sourceA)).toBe(campaignListKey(sourceB));
    },
  );
});

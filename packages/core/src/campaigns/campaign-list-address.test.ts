import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ALL_CAMPAIGNS,
  CAMPAIGN_SORTS,
  campaignListKeyOf,
  campaignListSearch,
  readCampaignListAddress,
  type CampaignListAddress,
} from './campaign-list-address.ts';

describe('readCampaignListAddress', () => {
  it('reads every parameter of Campanhas once, each of its kind', () => {
    expect(
      readCampaignListAddress(
        '?category=pizza&highlight=true&tag=verao&cashback=1&exclusive=true&favorites=false&query=borda+fina&page=3&likes=true&partner=pizzaria',
      ),
    ).toEqual({
      category: 'pizza',
      partner: 'pizzaria',
      tag: 'verao',
      query: 'borda fina',
      highlight: true,
      favorites: false,
      exclusive: true,
      cashback: true,
      sort: 'likes',
      page: 3,
    });
  });

  it('leaves out what is unknown, empty or malformed; the first sort on and the first value win', () => {
    expect(readCampaignListAddress('category=&x=1&page=2.5&alphainverse=true&discount=1')).toEqual({
      ...ALL_CAMPAIGNS,
      sort: 'discount',
    });
    expect(readCampaignListAddress('tag=a&tag=b').tag).toBe('a');
    expect(readCampaignListAddress('page=-1').page).toBe(1);
    expect(readCampaignListAddress('page=99999999999999999999').page).toBe(1);
    expect(readCampaignListAddress('query=100%25%zz').query).toBe('100%%zz');
    expect(readCampaignListAddress({ favorites: 'true', query: undefined })).toEqual({
      ...ALL_CAMPAIGNS,
      favorites: true,
    });
    expect(readCampaignListAddress([['cashback', 'true']])).toMatchObject({ cashback: true });
  });

  it('writes the address in the route order, flags as true, the page past the first only', () => {
    expect(
      campaignListSearch({
        ...ALL_CAMPAIGNS,
        partner: 'p',
        query: "a b!'",
        sort: 'likes',
        page: 1,
      }),
    ).toBe('query=a+b%21%27&likes=true&partner=p');
    expect(campaignListSearch({ cashback: true, page: 2 })).toBe('cashback=true&page=2');
    expect(campaignListSearch(ALL_CAMPAIGNS)).toBe('');
  });

  const word = fc.string({ minLength: 1, maxLength: 12 });
  const address: fc.Arbitrary<CampaignListAddress> = fc
    .record(
      {
        category: word,
        partner: word,
        tag: word,
        query: word,
        highlight: fc.boolean(),
        favorites: fc.boolean(),
        exclusive: fc.boolean(),
        cashback: fc.boolean(),
        sort: fc.constantFrom('' as const, ...CAMPAIGN_SORTS),
        page: fc.integer({ min: 1, max: 500 }),
      },
      { requiredKeys: ['highlight', 'favorites', 'exclusive', 'cashback', 'sort', 'page'] },
    )
    .map((value) => value as CampaignListAddress);

  test.prop([address])('reads back what it writes', (written) => {
    expect(readCampaignListAddress(campaignListSearch(written))).toEqual(written);
  });

  test.prop([address, fc.integer({ min: 1, max: 500 })])(
    'names a list the same whatever page it was read to',
    (written, page) => {
      expect(campaignListKeyOf({ ...written, page })).toBe(campaignListKeyOf(written));
      expect(campaignListKeyOf(written, 'verao')).not.toBe(campaignListKeyOf(written));
    },
  );
});

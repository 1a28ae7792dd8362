import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  campaignsHref,
  href,
  parseCampaignsQuery,
  parseQuery,
  serializeQuery,
} from './route-href.ts';
import { routes, type CampaignsQuery } from './route-table.ts';

describe('href', () => {
  it('gives the path of a route without params', () => {
    expect(href(routes.home)).toBe('/');
    expect(href(routes.walletAwards)).toBe('/carteira/premios');
    expect(href(routes.memberTermsPrivacy)).toBe('/termos/privacidade');
  });

  it('fills in the params, encoded', () => {
    expect(href(routes.campaignDetail, { campaignSlug: 'pizza-da-vila' })).toBe(
      '/campanhas/pizza-da-vila',
    );
    expect(href(routes.showcase, { tag: 'dia das mães/2025' })).toBe(
      '/vitrine/dia%20das%20m%C3%A3es%2F2025',
    );
    expect(href(routes.rewardRedemption, { campaignSlug: 'cafe' })).toBe(
      '/recompensas/resgate/cafe',
    );
  });

  it('appends the query', () => {
    expect(href(routes.campaignDetail, { campaignSlug: 'x' }, { query: 'borda recheada' })).toBe(
      '/campanhas/x?query=borda+recheada',
    );
    expect(href(routes.awardDetail, { partnerSlug: 'loja' }, { campaignSlug: 'natal' })).toBe(
      '/premios/loja?campaignSlug=natal',
    );
    expect(href(routes.campaigns, {}, { favorites: true })).toBe('/campanhas?favorites=true');
  });

  it('leaves out undefined, false and empty values, and the ? with them', () => {
    expect(href(routes.campaigns, {}, { category: '', cashback: false, tag: undefined })).toBe(
      '/campanhas',
    );
    expect(campaignsHref({ cashback: true, exclusive: false, page: 2 })).toBe(
      '/campanhas?cashback=true&page=2',
    );
  });

  it('types the params and the query of each route', () => {
    // @ts-expect-error: a route with params cannot be built without them.
    expect(() => href(routes.campaignDetail)).toThrow(/campaignSlug/);
    // @ts-expect-error: Home takes no query, so a page is refused (and left out).
    expect(href(routes.home, {}, { page: 2 })).toBe('/');
    // @ts-expect-error: a flag is a boolean, not text.
    expect(href(routes.campaigns, {}, { favorites: 'yes' })).toBe('/campanhas?favorites=yes');
  });

  it('refuses to build a path whose param is missing at run time', () => {
    const loose = href as (target: unknown, params: object) => string;
    expect(() => loose(routes.campaignDetail, {})).toThrow(/campaignSlug/);
  });
});

describe('serializeQuery', () => {
  it('writes the parameters in the order the route lists them', () => {
    expect(serializeQuery(routes.campaigns.query, { likes: true, category: 'bares' })).toBe(
      'category=bares&likes=true',
    );
  });
});

describe('parseCampaignsQuery', () => {
  it('reads each parameter by its kind', () => {
    const search = new URLSearchParams(
      'category=bares&tag=natal&query=pizza&page=3&favorites=true&cashback=1&discount=true',
    );
    expect(parseCampaignsQuery(search)).toEqual({
      category: 'bares',
      tag: 'natal',
      query: 'pizza',
      page: 3,
      favorites: true,
      cashback: true,
      discount: true,
    });
  });

  it('leaves out unknown keys, empty values, flags that are off and malformed pages', () => {
    const search = new URLSearchParams(
      'utm=x&category=&exclusive=false&likes=yes&page=0&alphabetical=true',
    );
    expect(parseCampaignsQuery(search)).toEqual({ alphabetical: true });
    expect(parseCampaignsQuery(new URLSearchParams('page=2.5'))).toEqual({});
    expect(parseCampaignsQuery(new URLSearchParams('page=-1'))).toEqual({});
    expect(parseCampaignsQuery(new URLSearchParams('page=99999999999999999999'))).toEqual({});
  });

  it('reads the first of repeated parameters', () => {
    expect(parseCampaignsQuery(new URLSearchParams('tag=a&tag=b'))).toEqual({ tag: 'a' });
  });

  it('reads only the parameters of the route it is given', () => {
    expect(parseQuery(routes.newPassword, new URLSearchParams('token=abc&page=2'))).toEqual({
      token: 'abc',
    });
  });

  // A normalised query: text non-empty, flags only when on, pages from 1.
  const text = fc.string({ minLength: 1, unit: 'grapheme' });
  const on = fc.constant(true as const);
  const normalisedQuery: fc.Arbitrary<CampaignsQuery> = fc.record(
    {
      category: text,
      highlight: on,
      tag: text,
      cashback: on,
      exclusive: on,
      favorites: on,
      query: text,
      page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      alphabetical: on,
      alphainverse: on,
      discount: on,
      likes: on,
    },
    { requiredKeys: [] },
  );

  test.prop([normalisedQuery])('reads back what the address was written from', (query) => {
    const address = campaignsHref(query);
    const search = new URL(address, 'http://clube.test').searchParams;
    expect(parseCampaignsQuery(search)).toEqual(query);
  });
});

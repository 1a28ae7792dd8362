import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryBanner } from '../testing/arbitraries.ts';
import { bannerSchema } from './banner.schema.ts';
import {
  bannersAfterCampaigns,
  bannersWanted,
  bannerTarget,
  interleaveBanners,
} from './banner.rules.ts';

const banner = (fields: Record<string, unknown>) => bannerSchema.parse({ id: 1, ...fields });

describe('bannerTarget', () => {
  it('follows the order of SPEC §2, first match wins', () => {
    const all = {
      vidalink: true,
      only_tagged: true,
      tags: ['verao'],
      showcase: 'vitrine',
      campaign_slug: 'pizza',
      link: 'https://x.example',
    };
    expect(bannerTarget(banner(all))).toEqual({ kind: 'internal', path: '/cartao-farmacia' });
    expect(bannerTarget(banner({ ...all, vidalink: false }))).toEqual({
      kind: 'internal',
      path: '/campanhas?tag=verao',
    });
    expect(bannerTarget(banner({ ...all, vidalink: false, only_tagged: false }))).toEqual({
      kind: 'internal',
      path: '/vitrine/vitrine',
    });
    expect(
      bannerTarget(banner({ ...all, vidalink: false, only_tagged: false, showcase: null })),
    ).toEqual({ kind: 'internal', path: '/campanhas/pizza' });
    expect(bannerTarget(banner({ link: null }))).toEqual({ kind: 'internal', path: '/campanhas' });
    expect(bannerTarget(banner({ link: 'https://x.example' }))).toEqual({
      kind: 'external',
      url: 'https://x.example',
    });
  });

  it('follows only a path of this site or an http(s) link', () => {
    expect(bannerTarget(banner({ link: '/sandbox/loja/x' }))).toEqual({
      kind: 'external',
      url: '/sandbox/loja/x',
    });
    for (const link of ['javascript:alert(1)', 'data:text/html,oi', ' ', 'JavaScript:x']) {
      expect(bannerTarget(banner({ link }))).toEqual({ kind: 'internal', path: '/campanhas' });
    }
  });

  it('needs a tag for only_tagged', () => {
    expect(bannerTarget(banner({ only_tagged: true, tags: [] }))).toEqual({
      kind: 'internal',
      path: '/campanhas',
    });
  });

  test.prop([arbitraryBanner])(
    'always has a target; external only for a plain banner with a link',
    (b) => {
      const target = bannerTarget(b);
      if (target.kind === 'external') {
        expect(
          b.vidalink || b.showcase || b.campaign_slug || (b.only_tagged && b.tags[0]),
        ).toBeFalsy();
        expect(target.url).toBe(b.link?.trim());
        expect(target.url).toMatch(/^(\/|https?:\/\/)/i);
      } else {
        expect(target.path.startsWith('/')).toBe(true);
      }
    },
  );
});

describe('interleaveBanners', () => {
  test.prop([fc.array(fc.nat(), { maxLength: 40 }), fc.array(arbitraryBanner, { maxLength: 10 })])(
    'puts a banner after every 3 campaigns while banners last, until more are read',
    (campaigns, banners) => {
      const items = interleaveBanners(campaigns, banners);
      expect(
        items
          .filter((item) => item.kind === 'campaign')
          .map((item) => item.kind === 'campaign' && item.campaign),
      ).toEqual(campaigns);
      const expectedBanners = Math.min(Math.floor(campaigns.length / 3), banners.length);
      expect(items.filter((item) => item.kind === 'banner')).toHaveLength(expectedBanners);
      items.forEach((item, index) => {
        if (item.kind === 'banner')
          expect(items.slice(0, index).filter((i) => i.kind === 'campaign').length % 3).toBe(0);
      });
    },
  );

  test.prop([
    fc.array(fc.nat(), { maxLength: 60 }),
    fc.array(arbitraryBanner, { minLength: 1, maxLength: 6 }),
  ])(
    'once every banner has been read, a banner follows every 3 campaigns however long the list',
    (campaigns, banners) => {
      const items = interleaveBanners(campaigns, banners, { allBannersRead: true });
      const shown = items.flatMap((item) => (item.kind === 'banner' ? [item.banner] : []));
      expect(shown).toHaveLength(Math.floor(campaigns.length / 3));
      shown.forEach((banner, index) => expect(banner).toBe(banners[index % banners.length]));
      // Never two banners in a row.
      items.forEach((item, index) => {
        if (item.kind === 'banner') expect(items[index - 1]?.kind).toBe('campaign');
      });
    },
  );

  it('says which campaign each banner follows', () => {
    const banners = [banner({ id: 1 }), banner({ id: 2 })];
    const campaigns = Array.from({ length: 10 }, (_, index) => index);
    expect([...bannersAfterCampaigns(campaigns, banners).keys()]).toEqual([2, 5]);
    const all = bannersAfterCampaigns(campaigns, banners, { allBannersRead: true });
    expect([...all.entries()].map(([index, shown]) => [index, shown.id])).toEqual([
      [2, '1'],
      [5, '2'],
      [8, '1'],
    ]);
    expect(bannersWanted(10)).toBe(3);
  });
});

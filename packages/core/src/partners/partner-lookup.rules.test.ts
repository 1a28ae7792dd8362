import { describe, expect, it } from 'vitest';
import { pageOf } from '../testing/fake-pages.ts';
import { PARTNER_NOT_FOUND, partnerOfPage } from './partner-lookup.rules.ts';
import { partnerSchema } from './partner.schema.ts';

const partner = (slug: string) => partnerSchema.parse({ slug, name: slug.toUpperCase() });

describe('partnerOfPage', () => {
  it('finds the partner of that slug in a page narrowed by slug', () => {
    const page = pageOf([partner('cinema'), partner('pizzaria')]);
    expect(partnerOfPage(page, 'pizzaria').name).toBe('PIZZARIA');
  });

  it('answers a 404 ClubError when the page does not hold it', () => {
    expect(() => partnerOfPage(pageOf([partner('cinema')]), 'pizzaria')).toThrow(
      expect.objectContaining({ kind: 'server', status: 404 }),
    );
    expect(() => partnerOfPage(pageOf([]), 'x')).toThrow(
      expect.objectContaining(PARTNER_NOT_FOUND),
    );
  });

  it('reads the price and image of the campaigns a partner carries', () => {
    const parsed = partnerSchema.parse({
      slug: 'p',
      name: 'P',
      campaigns: [
        { slug: 'a', image: '/a.svg', eventData: { price: '3500', link: null } },
        { slug: 'b' },
      ],
    });
    expect(parsed.campaigns).toMatchObject([
      { slug: 'a', image: '/a.svg', eventData: { price: 3500 } },
      { slug: 'b', image: null, eventData: { price: null } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner.rules.ts';
import { bannerSchema } from './banner.schema.ts';

describe('bannerSchema', () => {
  it("reads the GraphQL answer's partner { slug } and campaign { slug }", () => {
    const banner = bannerSchema.parse({
      id: '4',
      name: 'Sabor da Terra em destaque',
      partner: { slug: 'sabor-da-terra' },
      campaign: { slug: 'sabor-da-terra-voucher-1' },
    });
    expect(banner.partner_slug).toBe('sabor-da-terra');
    expect(banner.campaign_slug).toBe('sabor-da-terra-voucher-1');
    expect(banner).not.toHaveProperty('campaign');
    expect(bannerTarget(banner)).toEqual({
      kind: 'internal',
      path: '/campanhas/sabor-da-terra-voucher-1',
    });
  });

  it('reads flat slugs too, and null references as none', () => {
    expect(bannerSchema.parse({ id: 1, campaign_slug: 'x', campaign: null }).campaign_slug).toBe(
      'x',
    );
    expect(bannerSchema.parse({ id: 1, partner: null, campaign: null })).toMatchObject({
      partner_slug: null,
      campaign_slug: null,
    });
  });
});

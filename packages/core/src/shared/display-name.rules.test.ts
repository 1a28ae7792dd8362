import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignDisplayName, offerDisplayName, partnerDisplayName } from './display-name.rules.ts';

describe('display names', () => {
  it('name an offer by its title, else its name, else its slug, skipping blank texts', () => {
    expect(offerDisplayName({ title: 'Pizza', name: 'p', slug: 's' })).toBe('Pizza');
    expect(offerDisplayName({ title: '  ', name: 'Nome', slug: 's' })).toBe('Nome');
    expect(offerDisplayName({ title: null, slug: 'slug' })).toBe('slug');
    expect(offerDisplayName({})).toBe('');
  });

  it('name a campaign by its partner when it has no title nor name', () => {
    expect(campaignDisplayName({ title: null, name: '', partner: { name: ' Loja ' } })).toBe(
      'Loja',
    );
    expect(campaignDisplayName({ name: 'Oferta', partner: { name: 'Loja' } })).toBe('Oferta');
    expect(campaignDisplayName({ slug: 'x', partner: null })).toBe('x');
  });

  it('give no partner name for a missing or blank one', () => {
    expect(partnerDisplayName(null)).toBeNull();
    expect(partnerDisplayName({ name: ' ' })).toBeNull();
    expect(partnerDisplayName({ name: 'Loja' })).toBe('Loja');
  });

  test.prop([fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string())])(
    'is always one of the texts given, trimmed, or empty',
    (title, name, slug) => {
      const shown = offerDisplayName({ title, name, slug });
      const candidates = [title, name, slug].map((text) => text?.trim() ?? '');
      expect(
        shown === '' ? candidates.every((text) => text === '') : candidates.includes(shown),
      ).toBe(true);
    },
  );
});

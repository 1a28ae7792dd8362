import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  addRecentTerm,
  searchFilters,
  searchIndexFor,
  searchSubmitPath,
  shouldEmitSearchTerm,
  suggestionPath,
} from './search.rules.ts';

describe('search rules', () => {
  it('chooses the index by ordering', () => {
    expect(searchIndexFor('name-asc')).toBe('campaigns_name_asc');
    expect(searchIndexFor('name-desc')).toBe('campaigns_name_desc');
    expect(searchIndexFor('nearby')).toBe('campaigns_nearby');
    expect(searchIndexFor('likes')).toBe('campaigns_likes');
    expect(searchIndexFor('value')).toBe('campaigns_value');
    expect(searchIndexFor(null)).toBe('campaigns');
  });

  it('combines filters with AND', () => {
    expect(searchFilters({})).toBe('');
    expect(
      searchFilters({ partner: 'pizza', highlight: true, exclusive: true, cashback: true }),
    ).toBe(
      'partner.slug:"pizza" AND is_highlighted:true AND partner.is_exclusive:true AND eventData.is_cashback:true',
    );
    expect(searchFilters({ cashback: true })).toBe('eventData.is_cashback:true');
  });

  test.prop([fc.string({ maxLength: 10 })])(
    'emits only terms of 3+ characters, or empty',
    (term) => {
      const length = term.trim().length;
      expect(shouldEmitSearchTerm(term)).toBe(length === 0 || length > 2);
    },
  );

  it('submits to Campanhas with the HTML stripped', () => {
    expect(searchSubmitPath('pizza <b>x</b>')).toBe('/campanhas?query=pizza');
    expect(searchSubmitPath('café & cia')).toBe('/campanhas?query=caf%C3%A9%20%26%20cia');
    expect(searchSubmitPath('<i>x</i>')).toBeNull();
  });

  it('opens award, reward or campaign details by event type', () => {
    expect(suggestionPath({ slug: 'c', event: 'award', partner: { slug: 'p' } })).toBe(
      '/premios/p?campaignSlug=c',
    );
    expect(suggestionPath({ slug: 'c', event: 'engagement', partner: { slug: 'p' } })).toBe(
      '/recompensas/p',
    );
    expect(suggestionPath({ slug: 'c', event: 'other' })).toBe('/campanhas/c');
    expect(suggestionPath({ slug: 'c', event: 'award' })).toBe('/premios/c?campaignSlug=c');
  });

  it('keeps recent terms newest first, unique and bounded', () => {
    expect(addRecentTerm(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(addRecentTerm(['a'], '  ')).toEqual(['a']);
    expect(addRecentTerm(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });
});

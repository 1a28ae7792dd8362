import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  addRecentTerm,
  searchFilters,
  searchIndexFor,
  searchSubmitPath,
  stripSearchTags,
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

  it('submits to Campanhas with the HTML tags stripped and their text kept', () => {
    expect(searchSubmitPath('pizza <b>x</b>')).toBe('/campanhas?query=pizza%20x');
    expect(searchSubmitPath('café & cia')).toBe('/campanhas?query=caf%C3%A9%20%26%20cia');
    expect(searchSubmitPath('<b>café</b>')).toBe('/campanhas?query=caf%C3%A9');
    expect(searchSubmitPath('<i></i>')).toBeNull();
  });

  it('strips every tag, attributes and all, whatever they hold', () => {
    expect(stripSearchTags('pizza <img src=x onerror=alert(1)> cine')).toBe('pizza cine');
    expect(stripSearchTags('a <img alt="1>2" onerror=\'x\'>b')).toBe('a b');
    expect(stripSearchTags('<script>alert(1)</script>sushi')).toBe('alert(1) sushi');
    expect(stripSearchTags('pizza <img src=x onerror=alert(1)')).toBe('pizza');
    expect(stripSearchTags('2 < 3 e 5 > 4')).toBe('2 < 3 e 5 > 4');
    expect(stripSearchTags('<!-- nada --> bar')).toBe('bar');
  });

  test.prop([fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 })])(
    'what is left of a tagged term holds no tag',
    (text, attribute) => {
      const stripped = stripSearchTags(
        `${text}<b title="${attribute.replace(/"/g, '')}">${text}</b>`,
      );
      expect(stripped).not.toMatch(/<[a-zA-Z/!]/);
    },
  );

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

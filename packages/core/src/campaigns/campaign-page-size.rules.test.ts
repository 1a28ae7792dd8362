import { describe, expect, it } from 'vitest';
import { campaignPageSize } from './campaign-page-size.rules.ts';

describe('campaign page size', () => {
  it('asks 10 for highlights and tags, 18 for a category, 10 otherwise', () => {
    expect(campaignPageSize({ highlight: true, category: 'bares' })).toBe(10);
    expect(campaignPageSize({ tag: 'verao' })).toBe(10);
    expect(campaignPageSize({ category: 'bares' })).toBe(18);
    expect(campaignPageSize({})).toBe(10);
  });
});

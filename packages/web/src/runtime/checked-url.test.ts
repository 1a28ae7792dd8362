import { arbitraryCompanyConfig } from '@clube/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedImageUrl } from './checked-url.ts';

const config = fc.sample(arbitraryCompanyConfig, { numRuns: 1, seed: 7 })[0]!;

describe('image addresses from the config and banners', () => {
  it('keeps an image of this site', () => {
    expect(checkedImageUrl('/media/companies/clube-demo/logo.svg', config)).toBe(
      '/media/companies/clube-demo/logo.svg',
    );
    expect(checkedImageUrl(`${window.location.origin}/media/x.svg`, config)).toBe(
      `${window.location.origin}/media/x.svg`,
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '//evil.example/x.svg',
    '/\\evil.example/x.svg',
    'https://club@evil.example/x.svg',
    'https://evil.example/pixel.gif',
  ])('refuses %s, as the link check does', (url) => {
    expect(checkedImageUrl(url, config)).toBeNull();
  });

  it('has nothing to show for a missing address', () => {
    expect(checkedImageUrl(null, config)).toBeNull();
    expect(checkedImageUrl(undefined, null)).toBeNull();
    expect(checkedImageUrl('', config)).toBeNull();
  });
});

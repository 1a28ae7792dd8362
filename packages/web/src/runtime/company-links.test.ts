import { arbitraryCompanyConfig } from '@clube/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyLinks, DEFAULT_HELP_CENTER } from './company-links.ts';

const base = fc.sample(arbitraryCompanyConfig, { numRuns: 1, seed: 7 })[0]!;
const config = (overrides: Partial<typeof base>) => ({
  ...base,
  slug: 'clube-demo',
  email: 'atendimento@clube.example',
  support_link: null,
  marketplace_client_url: null,
  ...overrides,
});

describe('the company links', () => {
  it('keeps a path of this site and tags the store with the company', () => {
    const links = companyLinks(config({ support_link: '/ajuda', marketplace_client_url: '/loja' }));
    expect(links.support).toBe('/ajuda');
    expect(links.store).toBe('/loja?utm_campaign=clube-demo');
  });

  it.each([
    'javascript:window.__xss=1',
    ' JaVaScRiPt:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https://club@evil.example/',
    'data:text/html,<script>alert(1)</script>',
  ])('drops %s: support falls back to the default help centre, the store disappears', (url) => {
    const links = companyLinks(config({ support_link: url, marketplace_client_url: url }));
    expect(links.support).toBe(DEFAULT_HELP_CENTER);
    expect(links.store).toBeNull();
  });

  it('without a support link, offers the default help centre (SPEC §1), never a mailto', () => {
    expect(DEFAULT_HELP_CENTER).toBe('/perfil#suporte');
    expect(companyLinks(config({})).support).toBe('/perfil#suporte');
    expect(companyLinks(config({ email: null })).support).toBe('/perfil#suporte');
  });
});

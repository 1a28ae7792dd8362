import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import { CampaignTag } from './CampaignTag.tsx';
import type { CampaignTagSource } from '@clube/core/campaigns';

function tagOf(campaign: CampaignTagSource) {
  const { club } = createFakeClub();
  const { container } = renderWithClub(<CampaignTag campaign={campaign} />, { club });
  return container.querySelector('[data-tag-kind]');
}

describe('CampaignTag', () => {
  it.each<[string, CampaignTagSource, string]>([
    ['a percentage with one decimal', { symbol: 'percent', value: 12.34 }, '12,3% OFF'],
    [
      "'a-partir' on a percentage",
      { symbol: 'dynamic', value: 15, symbol_text_top: 'a partir de' },
      'a partir de 15,0% OFF',
    ],
    ["currency 'por'", { symbol: 'currency', value: 3500 }, 'por R$ 35,00'],
    [
      "currency 'a-partir'",
      { symbol: 'currency', value: 3500, symbol_text_top: 'a partir de' },
      'a partir de R$ 35,00',
    ],
    [
      "currency 'de-por'",
      { symbol: 'currency', value: 5000, discounted_value: 3500 },
      'de R$ 50,00 por R$ 35,00',
    ],
    ['GRÁTIS', { symbol: 'GRÁTIS' }, 'GRÁTIS'],
    ['2x1', { symbol: '2x1' }, '2x1'],
  ])('shows %s', (_, campaign, text) => {
    expect(tagOf(campaign)?.textContent?.replace(/\s+/g, ' ').trim()).toBe(text);
  });

  it('strikes the price before the discount', () => {
    const tag = tagOf({ symbol: 'currency', value: 5000, discounted_value: 3500 });
    expect(tag?.querySelector('s')?.textContent).toBe('R$\u00a050,00');
  });

  it('marks an exclusive offer EXCLUSIVO', () => {
    expect(tagOf({ symbol: 'GRÁTIS', is_exclusive: true })).toHaveTextContent('GRÁTIS EXCLUSIVO');
    expect(tagOf({ symbol: 'GRÁTIS' })).not.toHaveTextContent('EXCLUSIVO');
  });

  it('shows nothing for a campaign without a tag', () => {
    expect(tagOf({ symbol: null })).toBeNull();
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbitraryCampaign } from '../testing/arbitraries.ts';
import { CAMPAIGN_TAG_SYMBOLS } from './campaign.schema.ts';
import { campaignTag } from './campaign-tag.rules.ts';

const NBSP = '\u00a0';

describe('campaignTag', () => {
  it('shows a percentage with one decimal and a comma', () => {
    expect(campaignTag({ symbol: 'percent', value: 12.5 })).toEqual({
      kind: 'percentage',
      symbol: null,
      amount: '12,5%',
      from: null,
      exclusive: false,
    });
    expect(campaignTag({ symbol: 'percent', value: 30 })?.amount).toBe('30,0%');
  });

  it("reads a dynamic tag as a percentage, 'a-partir' and EXCLUSIVO from the server's texts", () => {
    expect(
      campaignTag({
        symbol: 'dynamic',
        value: 15,
        symbol_text_top: 'a partir de',
        symbol_text_bottom: 'EXCLUSIVO',
      }),
    ).toEqual({
      kind: 'percentage',
      symbol: 'a-partir',
      amount: '15,0%',
      from: null,
      exclusive: true,
    });
  });

  it("shows currency in reais: 'por', 'a-partir', and 'de-por' when a lower price exists", () => {
    expect(campaignTag({ symbol: 'currency', value: 3500 })).toMatchObject({
      kind: 'currency',
      symbol: 'por',
      amount: `R$${NBSP}35,00`,
    });
    expect(
      campaignTag({ symbol: 'currency', value: 3500, symbol_text_top: 'A partir de' }),
    ).toMatchObject({ symbol: 'a-partir', amount: `R$${NBSP}35,00` });
    expect(
      campaignTag({ symbol: 'currency', value: 125000, discounted_value: 87500 }),
    ).toMatchObject({
      kind: 'currency',
      symbol: 'de-por',
      from: `R$${NBSP}1.250,00`,
      amount: `R$${NBSP}875,00`,
    });
    // A "discount" that is not lower is no de-por.
    expect(campaignTag({ symbol: 'currency', value: 1000, discounted_value: 1000 })?.symbol).toBe(
      'por',
    );
  });

  it('shows GRÁTIS and 2x1 without an amount', () => {
    expect(campaignTag({ symbol: 'GRÁTIS' })).toMatchObject({ kind: 'free', amount: null });
    expect(campaignTag({ symbol: '2x1', is_exclusive: true })).toEqual({
      kind: 'twoForOne',
      symbol: '2x1',
      amount: null,
      from: null,
      exclusive: true,
    });
  });

  it('shows nothing for an unknown symbol or a missing amount', () => {
    expect(campaignTag({ symbol: 'outro', value: 10 })).toBeNull();
    expect(campaignTag({ symbol: null, value: 10 })).toBeNull();
    expect(campaignTag({ symbol: 'percent', value: null })).toBeNull();
    expect(campaignTag({ symbol: 'currency', value: Number.NaN })).toBeNull();
  });

  test.prop([arbitraryCampaign])('every tag of any campaign is well formed', (campaign) => {
    const tag = campaignTag(campaign);
    if (tag === null) return;
    expect(tag.exclusive).toBe(
      campaign.is_exclusive || campaign.symbol_text_bottom === 'EXCLUSIVO',
    );
    if (tag.symbol !== null) expect(CAMPAIGN_TAG_SYMBOLS).toContain(tag.symbol);
    if (tag.kind === 'percentage') expect(tag.amount).toMatch(/^\d{1,3}(\.\d{3})*,\d%$/);
    if (tag.kind === 'currency') expect(tag.amount?.startsWith(`R$${NBSP}`)).toBe(true);
    if (tag.kind === 'free' || tag.kind === 'twoForOne') expect(tag.amount).toBeNull();
    expect(tag.from !== null).toBe(tag.symbol === 'de-por');
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 })])(
    'de-por always goes from the higher price to the lower one',
    (value, discounted) => {
      const tag = campaignTag({ symbol: 'currency', value, discounted_value: discounted });
      const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
      if (discounted < value) {
        expect(tag?.symbol).toBe('de-por');
        expect(cents(tag?.from ?? null)).toBe(value);
        expect(cents(tag?.amount ?? null)).toBe(discounted);
      } else {
        expect(tag?.symbol).toBe('por');
        expect(cents(tag?.amount ?? null)).toBe(value);
      }
    },
  );

  test.prop([fc.double({ min: 0, max: 1_000_000, noNaN: true })])(
    'a percentage keeps exactly one decimal',
    (value) => {
      const amount = campaignTag({ symbol: 'percent', value })?.amount ?? '';
      expect(amount).toMatch(/,\d%$/);
      const shown = Number(amount.replace(/\./g, '').replace(',', '.').replace('%', ''));
      expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.05 + 1e-9);
    },
  );
});

import { formatCashbackPercent } from '../shared/format.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';
import type { CAMPAIGN_TAG_SYMBOLS } from './campaign.schema.ts';

/** The price's symbol on a card: 'por' R$ x, 'a-partir' de x, 'de-por' R$ x por R$ y, '2x1'. */
export type CampaignTagSymbol = Exclude<(typeof CAMPAIGN_TAG_SYMBOLS)[number], 'EXCLUSIVO'>;

/**
 * What a campaign card's tag shows (SPEC §3 "Campaign tag kinds"): a percentage (one decimal,
 * SPEC §9) or an amount in reais, GRÁTIS or 2x1, with the EXCLUSIVO mark when the offer is
 * exclusive to the company. Amounts are already written as pt-BR text ('12,5%', 'R$ 35,00').
 */
export interface CampaignTag {
  readonly kind: 'percentage' | 'currency' | 'free' | 'twoForOne';
  readonly symbol: CampaignTagSymbol | null;
  /** The main amount ('12,5%', 'R$ 35,00'); null for GRÁTIS and 2x1. */
  readonly amount: string | null;
  /** 'de-por' only: the price before the discount. */
  readonly from: string | null;
  /** Shown as EXCLUSIVO. */
  readonly exclusive: boolean;
}

/** The fields a tag is read from; a favorited campaign carries only some of them. */
export interface CampaignTagSource {
  readonly symbol?: string | null;
  /** A percentage for percent and dynamic, cents for currency. */
  readonly value?: number | null;
  /** Cents: the price after the discount (currency). */
  readonly discounted_value?: number | null;
  readonly symbol_text_top?: string | null;
  readonly symbol_text_bottom?: string | null;
  readonly is_exclusive?: boolean | null;
}

const EXCLUSIVE_TEXT = 'EXCLUSIVO';

/** 'a partir de', 'A PARTIR DE', 'a-partir' all read as a-partir. */
function saysFrom(text: string | null | undefined): boolean {
  return /a[\s-]+partir/i.test(text ?? '');
}

const finite = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The tag of a campaign card, or null when there is nothing to show (no known symbol, no
 * amount). Percent and dynamic symbols are percentages; currency is in cents, 'de-por' when a
 * lower discounted price exists, 'a-partir' when the server's top text says so, else 'por'.
 */
export function campaignTag(campaign: CampaignTagSource): CampaignTag | null {
  const exclusive =
    campaign.is_exclusive === true ||
    (campaign.symbol_text_bottom ?? '').trim().toUpperCase() === EXCLUSIVE_TEXT;
  const value = finite(campaign.value);
  const from = saysFrom(campaign.symbol_text_top);
  switch (campaign.symbol) {
    case 'percent':
    case 'dynamic':
      if (value === null) return null;
      return {
        kind: 'percentage',
        symbol: from ? 'a-partir' : null,
        amount: formatCashbackPercent(value),
        from: null,
        exclusive,
      };
    case 'currency': {
      if (value === null) return null;
      const discounted = finite(campaign.discounted_value);
      if (discounted !== null && discounted < value) {
        return {
          kind: 'currency',
          symbol: 'de-por',
          amount: formatBRL(discounted),
          from: formatBRL(value),
          exclusive,
        };
      }
      return {
        kind: 'currency',
        symbol: from ? 'a-partir' : 'por',
        amount: formatBRL(value),
        from: null,
        exclusive,
      };
    }
    case 'GRÁTIS':
      return { kind: 'free', symbol: null, amount: null, from: null, exclusive };
    case '2x1':
      return { kind: 'twoForOne', symbol: '2x1', amount: null, from: null, exclusive };
    default:
      return null;
  }
}

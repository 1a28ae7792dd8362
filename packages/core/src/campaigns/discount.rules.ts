/** The fields a discount is read from. */
export interface DiscountSource {
  readonly symbol?: string | null;
  /** A percentage for percent and dynamic; the full price in cents for currency. */
  readonly value?: number | null;
  /** Currency only: the price after the discount, in cents. */
  readonly discounted_value?: number | null;
}

const finite = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * How much an offer takes off, as a share of the price in percent, so that "Maiores descontos"
 * (SPEC §2) compares offers of different kinds on one scale, the one a member reads a tag by:
 *
 * - percent and dynamic ('até 30%', 'a partir de 30%'): the percentage itself;
 * - currency 'de R$ 100,00 por R$ 70,00': what is taken off over the full price (30);
 *   a price alone ('por R$ 70,00') says nothing of a discount: 0;
 * - GRÁTIS: the whole price (100);
 * - 2x1: two for the price of one, each at half its price (50).
 *
 * Comparing raw `value`s would put any amount in cents (R$ 50,00 is 5000) above any
 * percentage; anything unreadable counts as no discount (0) and goes last.
 */
export function discountPercent(campaign: DiscountSource): number {
  const value = finite(campaign.value);
  switch (campaign.symbol) {
    case 'percent':
    case 'dynamic':
      return value === null ? 0 : Math.min(100, Math.max(0, value));
    case 'currency': {
      const discounted = finite(campaign.discounted_value);
      if (value === null || value <= 0 || discounted === null || discounted >= value) return 0;
      return ((value - Math.max(0, discounted)) / value) * 100;
    }
    case 'GRÁTIS':
      return 100;
    case '2x1':
      return 50;
    default:
      return 0;
  }
}

/** Biggest discount first (a sort comparator over {@link discountPercent}). */
export function compareByDiscount(a: DiscountSource, b: DiscountSource): number {
  return discountPercent(b) - discountPercent(a);
}

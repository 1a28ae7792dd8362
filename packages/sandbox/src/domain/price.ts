/** The price fields of a campaign's event data (SPEC §3), as stored. */
export interface PricedEventData {
  price?: number | null;
  prices_options?: number[] | null;
  limit?: number | null;
}

/**
 * The prices a member may pick for a payment or gift-card campaign, in cents: its price
 * options, else its one price; ordered, without repeats or non-positive values. The web's
 * core reads the same rule (`priceOptionsOf`), so what the member sees is what is charged.
 */
export function priceOptionsOf(data: PricedEventData): number[] {
  const listed = data.prices_options?.length ? data.prices_options : data.price ? [data.price] : [];
  return [...new Set(listed.filter((value) => Number.isInteger(value) && value > 0))].sort(
    (a, b) => a - b,
  );
}

/**
 * The unit price of a purchase: the option the member picked, which must be one of the
 * campaign's; with one option, that one when the member picked none. Null when the pick is
 * not the campaign's (the member never names an amount of their own).
 */
export function chosenPrice(data: PricedEventData, picked: number | null): number | null {
  const options = priceOptionsOf(data);
  if (picked === null) return options.length === 1 ? options[0]! : null;
  return options.includes(picked) ? picked : null;
}

/** The most units one purchase may hold: the campaign's limit, else 99. */
export function maxQuantityOf(data: PricedEventData): number {
  return data.limit && data.limit >= 1 ? Math.min(Math.floor(data.limit), 99) : 99;
}

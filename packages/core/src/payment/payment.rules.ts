import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignEventRequest } from '../campaigns/campaigns.port.ts';
import { stepperBounds, type StepperBounds } from '../shared/number-stepper.rules.ts';
import { cardDigits } from './card.rules.ts';

/**
 * The card payment provider of the payment path (SPEC §7 leaves its name out): one name for
 * the whole club, lower case as the path wants it.
 */
export const CARD_PAYMENT_PROVIDER = 'pagarme';

export const PAYMENT_METHODS = ['pix', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The longest card number (19 digits). */
const CARD_MAX_DIGITS = 19;

/**
 * The prices a member may pick for a payment campaign, in cents: its price options, else its
 * one price; ordered, without repeats or non-positive values.
 */
export function priceOptionsOf(campaign: Pick<Campaign, 'eventData'>): number[] {
  const data = campaign.eventData;
  const options = data?.prices_options.length
    ? data.prices_options
    : data?.price
      ? [data.price]
      : [];
  return [...new Set(options.filter((value) => Number.isInteger(value) && value > 0))].sort(
    (a, b) => a - b,
  );
}

/**
 * How many units a member may buy at once: from 1 to the campaign's limit, or to the
 * stepper's default maximum (SPEC §5: 10) when the campaign sets none.
 */
export function quantityBoundsOf(campaign: Pick<Campaign, 'eventData'>): StepperBounds {
  const limit = campaign.eventData?.limit;
  return stepperBounds({ min: 1, ...(limit && limit >= 1 ? { max: Math.floor(limit) } : {}) });
}

/** The methods a campaign takes, in the order it lists them; Pix when it lists none we know. */
export function paymentMethodsOf(campaign: Pick<Campaign, 'eventData'>): PaymentMethod[] {
  const listed = (campaign.eventData?.payment_methods ?? []).filter(
    (method): method is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method),
  );
  return listed.length > 0 ? [...new Set(listed)] : ['pix'];
}

/** What the member pays: the price picked times the quantity, in cents. */
export function paymentTotal(price: number | null, quantity: number): number {
  return price === null ? 0 : price * quantity;
}

/** A card number as it is typed: digits only (at most 19), in groups of four. */
export function formatCardNumberInput(typed: string): string {
  const digits = cardDigits(typed).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The campaign event a payment choice sends: the card only for a card payment. */
export function paymentRequestOf(values: {
  price: number | null;
  quantity: number;
  method: PaymentMethod;
  cardId: string;
}): CampaignEventRequest {
  return {
    kind: 'payment',
    priceOption: values.price ?? 0,
    quantity: values.quantity,
    method: values.method,
    ...(values.method === 'credit_card' ? { cardId: values.cardId } : {}),
  };
}

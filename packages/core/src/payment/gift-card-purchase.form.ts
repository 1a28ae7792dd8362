import type { CampaignEventResult, CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createFormMachine } from '../forms/form.machine.ts';

/** An epay gift card as the member sets it up: one of the campaign's price options. */
export type GiftCardPurchaseValues = {
  /** The option picked, in cents; null until one is picked. */
  price: number | null;
};

export interface GiftCardPurchaseDeps {
  campaigns: CampaignsPort;
  campaignId: string;
  options: readonly number[];
  /** After a purchase (the member's purchases changed). */
  onPurchased?: () => void;
}

/**
 * Buying an epay gift card (issue 20, item 7): the member picks an amount among the
 * campaign's options and confirms it before anything is sent; one purchase per confirmation
 * (a retry after a dropped connection sends the same key). The server charges the option it
 * knows, never an amount of the client's.
 */
export const giftCardPurchaseFormMachine = createFormMachine<
  GiftCardPurchaseValues,
  GiftCardPurchaseDeps,
  CampaignEventResult
>({
  id: 'giftCardPurchase',
  required: ['price'],
  confirm: true,
  rules: {
    price: (price, _values, deps) =>
      price !== null && deps.options.includes(price) ? null : 'validation.required',
  },
  submit: ({ values, deps, idempotencyKey }) =>
    deps.campaigns.requestEvent(
      deps.campaignId,
      { kind: 'giftCard', priceOption: values.price ?? 0 },
      idempotencyKey ? { idempotencyKey } : {},
    ),
  onSuccess: (_result, _values, deps) => deps.onPurchased?.(),
});

export type GiftCardPurchaseFormMachine = typeof giftCardPurchaseFormMachine;

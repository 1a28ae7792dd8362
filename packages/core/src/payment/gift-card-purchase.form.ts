import type { CampaignEventResult, CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createForm } from '../forms/form.machine.ts';

/** An epay gift card as the member sets it up: one of the campaign's price options. */
export type GiftCardPurchaseValues = {
  /** The option picked, in cents; null until one is picked. */
  price: number | null;
};

/** What the form keeps and its rules read. */
export interface GiftCardPurchaseDeps {
  campaignId: string;
  options: readonly number[];
}

/** What the flow supplies: the campaigns port and what follows a purchase. */
export interface GiftCardPurchaseEffects {
  campaigns: CampaignsPort;
  /** After a purchase (the member's purchases changed). */
  onPurchased?: () => void;
}

/**
 * Buying an epay gift card (issue 20, item 7): the member picks an amount among the
 * campaign's options and confirms it before anything is sent; one purchase per confirmation
 * (a retry after a dropped connection sends the same key). The server charges the option it
 * knows, never an amount of the client's.
 */
export const giftCardPurchaseForm = createForm<
  GiftCardPurchaseValues,
  GiftCardPurchaseDeps,
  CampaignEventResult,
  GiftCardPurchaseEffects
>({
  id: 'giftCardPurchase',
  required: ['price'],
  confirm: true,
  rules: {
    price: (price, _values, deps) =>
      price !== null && deps.options.includes(price) ? null : 'validation.required',
  },
  submit: ({ values, deps, effects, idempotencyKey, signal }) =>
    effects.campaigns.requestEvent(
      deps.campaignId,
      { kind: 'giftCard', priceOption: values.price ?? 0 },
      idempotencyKey ? { idempotencyKey } : {},
      signal,
    ),
  onSuccess: (_result, _values, _deps, effects) => effects.onPurchased?.(),
});

export const giftCardPurchaseFormMachine = giftCardPurchaseForm.machine;

export type GiftCardPurchaseFormMachine = typeof giftCardPurchaseFormMachine;

import type { CampaignEventResult, CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createFormMachine } from '../forms/form.machine.ts';
import type { StepperBounds } from '../shared/number-stepper.rules.ts';
import type { PaymentMethod } from './payment.rules.ts';

/** A payment as the member sets it up: a price option, how many, how, and the card. */
export type PaymentValues = {
  /** The price option picked, in cents; null until one is picked. */
  price: number | null;
  quantity: number;
  method: PaymentMethod;
  /** The card added for a card payment; '' until one is added. */
  cardId: string;
};

export interface PaymentDeps {
  campaigns: CampaignsPort;
  campaignId: string;
  options: readonly number[];
  methods: readonly PaymentMethod[];
  quantity: StepperBounds;
}

/**
 * Paying for a payment campaign (SPEC §2 campanhas-de-pagamento, §7 campaign event): one of
 * its prices, a quantity within the stepper's bounds (SPEC §5), Pix or a card added before;
 * the answer's message is the result. Whatever the member chose is kept after a failure.
 */
export const paymentFormMachine = createFormMachine<
  PaymentValues,
  PaymentDeps,
  CampaignEventResult
>({
  id: 'payment',
  required: ['price'],
  rules: {
    price: (price, _values, deps) =>
      price !== null && deps.options.includes(price) ? null : 'validation.required',
    quantity: (quantity, _values, deps) =>
      Number.isInteger(quantity) && quantity >= deps.quantity.min && quantity <= deps.quantity.max
        ? null
        : 'validation.generic',
    method: (method, _values, deps) =>
      deps.methods.includes(method) ? null : 'validation.required',
    cardId: (cardId, values) =>
      values.method === 'credit_card' && cardId === '' ? 'payment.cardRequired' : null,
  },
  submit: ({ values, deps, idempotencyKey }) =>
    deps.campaigns.requestEvent(
      deps.campaignId,
      {
        kind: 'payment',
        priceOption: values.price ?? 0,
        quantity: values.quantity,
        method: values.method,
        ...(values.method === 'credit_card' ? { cardId: values.cardId } : {}),
      },
      idempotencyKey ? { idempotencyKey } : {},
    ),
});

export type PaymentFormMachine = typeof paymentFormMachine;

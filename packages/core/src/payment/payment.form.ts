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

/** What the campaign allows, as loaded: data only, the form's rules read it. */
export interface PaymentDeps {
  campaignId: string;
  options: readonly number[];
  methods: readonly PaymentMethod[];
  quantity: StepperBounds;
}

/**
 * The member's choice for a payment campaign (SPEC §2 campanhas-de-pagamento): one of its
 * prices, a quantity within the stepper's bounds (SPEC §5), Pix or a card added before. The
 * form only checks the choice: a valid submit waits in `confirming` for the payment machine
 * (its parent), which sends it and confirms or cancels the form with the outcome, so the
 * choice stays locked while it is sent and is kept after a failure.
 */
export const paymentFormMachine = createFormMachine<PaymentValues, PaymentDeps, PaymentValues>({
  id: 'payment',
  required: ['price'],
  confirm: true,
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
  // The parent has sent the payment by the time it confirms: the choice is the result.
  submit: async ({ values }) => values,
});

export type PaymentFormMachine = typeof paymentFormMachine;

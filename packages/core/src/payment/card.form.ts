import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import { createFormMachine } from '../forms/form.machine.ts';
import { cardDigits, isValidCardNumber } from './card.rules.ts';
import type { PaymentCard } from '../campaigns/payment-card.schema.ts';

export type CardValues = { cardNumber: string };

export interface CardDeps {
  campaigns: CampaignsPort;
  /** The card payment provider's name (lower case), as the payment path wants it. */
  provider: string;
}

/**
 * Adding a card for a payment campaign (SPEC §7 GET payment/{provider}/card/{number}): the
 * number checked by Luhn and sent as digits only; the answer (the card, with the id the
 * payment event takes as `card_id`) is the form's result.
 */
export const cardFormMachine = createFormMachine<CardValues, CardDeps, PaymentCard>({
  id: 'card',
  required: ['cardNumber'],
  rules: {
    cardNumber: (number) => (isValidCardNumber(number) ? null : 'validation.cardNumber'),
  },
  submit: ({ values, deps }) =>
    deps.campaigns.addPaymentCard(deps.provider, cardDigits(values.cardNumber)),
});

export type CardFormMachine = typeof cardFormMachine;

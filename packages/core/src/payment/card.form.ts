import { createFormMachine } from '../forms/form.machine.ts';
import { isValidCardNumber } from './card.rules.ts';

export type CardValues = { cardNumber: string };

/** The card form needs nothing beside what is typed. */
export type CardDeps = Record<string, never>;

/**
 * The number of a card for a payment campaign, checked by Luhn. A valid submit waits in
 * `confirming` while the payment machine (its parent) adds the card with the provider
 * (SPEC §7 GET payment/{provider}/card/{number}); the parent confirms it when the provider
 * accepts the card and cancels it, the number kept, when it does not.
 */
export const cardFormMachine = createFormMachine<CardValues, CardDeps, CardValues>({
  id: 'card',
  required: ['cardNumber'],
  confirm: true,
  rules: {
    cardNumber: (number) => (isValidCardNumber(number) ? null : 'validation.cardNumber'),
  },
  submit: async ({ values }) => values,
});

export type CardFormMachine = typeof cardFormMachine;

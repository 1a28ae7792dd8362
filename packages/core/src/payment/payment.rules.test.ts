import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignEventDataSchema } from '../campaigns/campaign.schema.ts';
import { cardDigits } from './card.rules.ts';
import {
  formatCardNumberInput,
  paymentMethodsOf,
  paymentTotal,
  priceOptionsOf,
  quantityBoundsOf,
} from './payment.rules.ts';

const withData = (data: Record<string, unknown>) => ({
  eventData: campaignEventDataSchema.parse(data),
});

describe('payment rules', () => {
  it('offers the price options in order, else the one price, else nothing', () => {
    expect(
      priceOptionsOf(withData({ prices_options: [5000, 1000, 5000, 0], price: 4990 })),
    ).toEqual([1000, 5000]);
    expect(priceOptionsOf(withData({ price: 4990 }))).toEqual([4990]);
    expect(priceOptionsOf(withData({}))).toEqual([]);
    expect(priceOptionsOf({ eventData: null })).toEqual([]);
  });

  it('lets the member buy 1 up to the limit, or up to the stepper default of 10', () => {
    expect(quantityBoundsOf(withData({ limit: 3 }))).toEqual({ min: 1, max: 3, step: 1 });
    expect(quantityBoundsOf(withData({}))).toEqual({ min: 1, max: 10, step: 1 });
    expect(quantityBoundsOf(withData({ limit: 0 }))).toEqual({ min: 1, max: 10, step: 1 });
  });

  it('takes the methods it knows, Pix when none', () => {
    expect(
      paymentMethodsOf(withData({ payment_methods: ['credit_card', 'boleto', 'pix'] })),
    ).toEqual(['credit_card', 'pix']);
    expect(paymentMethodsOf(withData({ payment_methods: ['boleto'] }))).toEqual(['pix']);
  });

  it('totals the price times the quantity', () => {
    expect(paymentTotal(2500, 3)).toBe(7500);
    expect(paymentTotal(null, 3)).toBe(0);
  });

  it('shows a typed card number in groups of four, 19 digits at most', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumberInput('41111111111111112222999')).toBe('4111 1111 1111 1111 222');
  });

  test.prop([fc.string()])('the shown number keeps the digits typed (up to 19)', (typed) => {
    const shown = formatCardNumberInput(typed);
    expect(cardDigits(shown)).toBe(cardDigits(typed).slice(0, 19));
    expect(formatCardNumberInput(shown)).toBe(shown);
    expect(shown).not.toMatch(/^ | $| {2}/);
  });
});

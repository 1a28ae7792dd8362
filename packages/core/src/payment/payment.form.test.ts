import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import { settle } from '../testing/simulated-time.ts';
import { cardFormMachine } from './card.form.ts';
import { paymentFormMachine } from './payment.form.ts';

function startChoice() {
  const actor = createActor(paymentFormMachine, {
    input: {
      values: { price: null, quantity: 1, method: 'pix', cardId: '' },
      deps: {
        campaignId: '9',
        options: [1000, 5000],
        methods: ['pix', 'credit_card'],
        quantity: { min: 1, max: 3, step: 1 },
      },
    },
  }).start();
  return { actor, form: () => connectForm(actor.getSnapshot(), actor.send) };
}

describe('payment choice form', () => {
  it('needs a price option and, for a card payment, a card', async () => {
    const { form } = startChoice();
    form().submit();
    await settle();
    expect(form().field('price').error).toEqual({ key: 'validation.required' });
    form().field('price').change(5000);
    form().field('method').change('credit_card');
    form().submit();
    await settle();
    expect(form().field('cardId').error).toEqual({ key: 'payment.cardRequired' });
    expect(form().confirming).toBe(false);
  });

  it('refuses a quantity beyond the bounds', async () => {
    const { form } = startChoice();
    form().field('price').change(1000);
    form().field('quantity').change(4);
    form().submit();
    await settle();
    expect(form().field('quantity').invalid).toBe(true);
  });

  it('waits, locked, for its parent once the choice is complete; a cancel hands it back', async () => {
    const { form } = startChoice();
    form().field('price').change(1000);
    form().submit();
    await settle();
    expect(form().confirming).toBe(true);
    expect(form().field('price').locked).toBe(true);
    form().cancel();
    expect(form().field('price').locked).toBe(false);
    expect(form().values.price).toBe(1000);
  });
});

describe('card form', () => {
  it('checks the number by Luhn before its parent adds the card', async () => {
    const actor = createActor(cardFormMachine, {
      input: { values: { cardNumber: '' }, deps: {} },
    }).start();
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().field('cardNumber').change('4111 1111 1111 1112');
    form().submit();
    await settle();
    expect(form().field('cardNumber').error).toEqual({ key: 'validation.cardNumber' });
    form().field('cardNumber').change('4111 1111 1111 1111');
    form().submit();
    await settle();
    expect(form().confirming).toBe(true);
  });
});

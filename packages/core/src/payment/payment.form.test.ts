import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { cardFormMachine } from './card.form.ts';
import { paymentFormMachine } from './payment.form.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const campaign = ports.world.campaigns[0]!;
  const actor = createActor(paymentFormMachine, {
    input: {
      values: { price: null, quantity: 1, method: 'pix', cardId: '' },
      deps: {
        campaigns: ports.campaigns,
        campaignId: campaign.id,
        options: [1000, 5000],
        methods: ['pix', 'credit_card'],
        quantity: { min: 1, max: 3, step: 1 },
      },
    },
  }).start();
  return { ports, campaign, form: () => connectForm(actor.getSnapshot(), actor.send) };
}

describe('payment form', () => {
  it('needs a price option and, for a card payment, a card; it sends nothing until then', async () => {
    const { form, ports } = start();
    form().submit();
    await settle();
    expect(form().field('price').error).toEqual({ key: 'validation.required' });
    form().field('price').change(5000);
    form().field('method').change('credit_card');
    form().submit();
    await settle();
    expect(form().field('cardId').error).toEqual({ key: 'payment.cardRequired' });
    expect(ports.recordings.events).toEqual([]);
  });

  it('refuses a quantity beyond the bounds', async () => {
    const { form } = start();
    form().field('price').change(1000);
    form().field('quantity').change(4);
    form().submit();
    await settle();
    expect(form().field('quantity').invalid).toBe(true);
  });

  it('pays by Pix: the price and quantity sent, the answer message the result', async () => {
    const { form, ports, campaign } = start();
    form().field('price').change(1000);
    form().field('quantity').change(3);
    form().submit();
    form().submit();
    await settle();
    expect(ports.recordings.events).toEqual([
      {
        campaignId: campaign.id,
        request: { kind: 'payment', priceOption: 1000, quantity: 3, method: 'pix' },
      },
    ]);
    expect(form().succeeded).toBe(true);
    expect(form().result?.message).toBe('Pagamento registrado');
  });

  it('pays by card with the card added; a failure keeps every choice', async () => {
    const { form, ports, campaign } = start();
    form().field('price').change(5000);
    form().field('quantity').change(2);
    form().field('method').change('credit_card');
    form().field('cardId').change('7');
    ports.failNext('campaigns.requestEvent', { kind: 'server', status: 422, message: 'Recusado' });
    form().submit();
    await settle();
    expect(form().error).toEqual({ key: 'errors.server', params: { message: 'Recusado' } });
    expect(form().values).toEqual({ price: 5000, quantity: 2, method: 'credit_card', cardId: '7' });
    form().submit();
    await settle();
    expect(ports.recordings.events.at(-1)).toEqual({
      campaignId: campaign.id,
      request: {
        kind: 'payment',
        priceOption: 5000,
        quantity: 2,
        method: 'credit_card',
        cardId: '7',
      },
    });
  });
});

describe('card form', () => {
  it('sends the number without spaces and answers the card', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(cardFormMachine, {
      input: {
        values: { cardNumber: '' },
        deps: { campaigns: ports.campaigns, provider: 'pagarme' },
      },
    }).start();
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().field('cardNumber').change('4111 1111 1111 1112');
    form().submit();
    await settle();
    expect(form().field('cardNumber').error).toEqual({ key: 'validation.cardNumber' });
    form().field('cardNumber').change('4111 1111 1111 1111');
    form().submit();
    await settle();
    expect(ports.recordings.cards).toEqual([
      { provider: 'pagarme', cardNumber: '4111111111111111' },
    ]);
    expect(form().result).toEqual({
      id: '1',
      provider: 'pagarme',
      brand: 'visa',
      last_digits: '1111',
    });
  });

  it('keeps the number typed when the provider refuses it', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    ports.failNext('campaigns.addPaymentCard', { kind: 'network', message: 'caiu' });
    const actor = createActor(cardFormMachine, {
      input: { values: { cardNumber: '' }, deps: { campaigns: ports.campaigns, provider: 'p' } },
    }).start();
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().field('cardNumber').change('5555 5555 5555 4444');
    form().submit();
    await settle();
    expect(form().error).not.toBeNull();
    expect(form().values.cardNumber).toBe('5555 5555 5555 4444');
  });
});

import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { campaignSchema } from '../campaigns/campaign.schema.ts';
import { createClub } from '../club.ts';
import { negativeExperienceFlow, paymentFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { connectPayment } from './payment.connect.ts';
import { startFlow } from '../shared/flow.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';

async function signedInClub() {
  const clock = new SimulatedClock();
  const ports = createFakePorts({ clock });
  const club = createClub(ports, { scheduler: clock });
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitFor(club.session, (snapshot) => snapshot.matches('signedIn'));
  await settle(20);
  return { club, ports };
}

const paymentCampaign = (eventData: Record<string, unknown>) =>
  campaignSchema.parse({ id: 9, slug: 'pagar', type: 'payment', eventData });

describe('paymentFlow', () => {
  it('starts from the campaign: its prices, quantity bounds and first method; nothing sent', async () => {
    const { club, ports } = await signedInClub();
    const built = paymentFlow(
      club,
      paymentCampaign({
        prices_options: [5000, 1000],
        payment_methods: ['credit_card', 'pix'],
        limit: 4,
      }),
    );
    expect(built.input.values).toEqual({
      price: null,
      quantity: 1,
      method: 'credit_card',
      cardId: '',
    });
    expect(built.input.terms).toMatchObject({
      campaignId: '9',
      options: [1000, 5000],
      methods: ['credit_card', 'pix'],
      quantity: { min: 1, max: 4, step: 1 },
      provider: 'pagarme',
    });
    expect(ports.recordings.events).toEqual([]);
  });

  it('picks the one price of a campaign that has one', async () => {
    const { club } = await signedInClub();
    expect(paymentFlow(club, paymentCampaign({ price: 4990 })).input.values).toMatchObject({
      price: 4990,
      method: 'pix',
    });
  });

  it('adds the card and pays through the campaigns port, with one key per confirmation', async () => {
    const { club, ports } = await signedInClub();
    const actor = startFlow(
      paymentFlow(
        club,
        paymentCampaign({ prices_options: [1000], payment_methods: ['pix', 'credit_card'] }),
      ),
    );
    const api = () => connectPayment(actor.getSnapshot(), actor.send);
    api().form.field('method').change('credit_card');
    api().card.number.change('4111 1111 1111 1111');
    api().card.add();
    await settle(20);
    expect(ports.recordings.cards).toEqual([
      { provider: 'pagarme', cardNumber: '4111111111111111' },
    ]);
    ports.failNext('campaigns.requestEvent', { kind: 'network', message: 'caiu' });
    api().pay();
    await settle(20);
    expect(api().error).not.toBeNull();
    api().pay();
    await settle(20);
    expect(api().step).toBe('paid');
    expect(api().resultMessage).toBe('Pagamento registrado');
    expect(ports.recordings.events.at(-1)).toEqual({
      campaignId: '9',
      request: {
        kind: 'payment',
        priceOption: 1000,
        quantity: 1,
        method: 'credit_card',
        cardId: '1',
      },
    });
    const keys = ports.recordings.idempotencyKeys.map((entry) => entry.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
    actor.stop();
  });
});

describe('negativeExperienceFlow', () => {
  it('needs a kind, sends the report once with the words trimmed, and thanks the member', async () => {
    const { club, ports } = await signedInClub();
    const campaignId = ports.world.campaigns[0]!.id;
    const actor = startFlow(negativeExperienceFlow(club, campaignId));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().submit();
    await settle();
    expect(form().field('typeId').error).toEqual({ key: 'validation.required' });
    form().field('typeId').change('2');
    form().field('message').change('  Não aceitaram o código  ');
    form().submit();
    form().submit();
    await settle(20);
    expect(ports.recordings.negativeExperiences).toEqual([
      {
        campaignId,
        report: { negative_experience_id: '2', message: 'Não aceitaram o código' },
      },
    ]);
    expect(form().succeeded).toBe(true);
    await settle();
    expect(club.toasts.getSnapshot().context.toasts.map((toast) => toast.title)).toContainEqual({
      key: 'negativeExperience.sent',
    });
  });

  it('keeps the words typed when the report fails', async () => {
    const { club, ports } = await signedInClub();
    ports.failNext('campaigns.reportNegativeExperience', {
      kind: 'server',
      status: 500,
      message: 'Erro',
    });
    const actor = startFlow(negativeExperienceFlow(club, ports.world.campaigns[0]!.id));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    form().field('typeId').change('1');
    form().field('message').change('Fui mal atendido');
    form().submit();
    await settle(20);
    expect(form().error).toEqual({ key: 'errors.server', params: { message: 'Erro' } });
    expect(form().values).toEqual({ typeId: '1', message: 'Fui mal atendido' });
  });
});

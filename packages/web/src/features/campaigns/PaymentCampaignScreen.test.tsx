import { campaignSchema } from '@clube/core/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../router/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import PaymentCampaignScreen from './PaymentCampaignScreen.tsx';

async function open(eventData: Record<string, unknown> = {}) {
  const { club, ports } = createFakeClub();
  await signInDemo(club);
  const seeded = ports.world.campaigns[0]!;
  const campaign = campaignSchema.parse({
    ...seeded,
    type: 'payment',
    event: 'payment',
    title: 'Ingresso de cinema',
    eventData: {
      prices_options: [1000, 2500],
      payment_methods: ['pix', 'credit_card'],
      limit: 3,
      ...eventData,
    },
  });
  ports.world.campaigns[0] = campaign;
  renderWithClub(
    <Routes>
      <Route path="/campanhas-de-pagamento/:campaignSlug" element={<PaymentCampaignScreen />} />
    </Routes>,
    { club, route: `/campanhas-de-pagamento/${campaign.slug}` },
  );
  await screen.findByRole('heading', { name: 'Ingresso de cinema' });
  return { club, ports, campaign };
}

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

// Typing journeys on a shared, loaded machine: time for userEvent, not a timed assertion.
vi.setConfig({ testTimeout: 30_000 });

describe('PaymentCampaignScreen', () => {
  it('pays by Pix: a price option, the stepper quantity, the answer message shown', async () => {
    const { ports, campaign } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Campanha de pagamento' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: money('R$ 25,00') }));
    const plus = screen.getByRole('button', { name: 'Aumentar' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(plus).toBeDisabled(); // the campaign's limit is 3
    expect(screen.getByTestId('payment-total')).toHaveTextContent(money('R$ 75,00'));
    await userEvent.click(screen.getByRole('button', { name: money('Gerar Pix de R$ 75,00') }));
    expect(await screen.findByText('Pedido registrado')).toBeVisible();
    expect(screen.getByText('Pagamento registrado')).toBeVisible();
    expect(ports.recordings.events).toEqual([
      {
        campaignId: campaign.id,
        request: { kind: 'payment', priceOption: 2500, quantity: 3, method: 'pix' },
      },
    ]);
  });

  it('asks for a price before paying, sending nothing', async () => {
    const { ports } = await open();
    await userEvent.click(screen.getByRole('button', { name: /Gerar Pix/ }));
    expect(await screen.findByText('Campo obrigatório!')).toBeVisible();
    expect(ports.recordings.events).toEqual([]);
  });

  it('pays by card: the brand shows as the number is typed, the number goes without spaces', async () => {
    const { ports, campaign } = await open();
    await userEvent.click(screen.getByRole('radio', { name: money('R$ 10,00') }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    const number = screen.getByLabelText(/Número do cartão/);
    await userEvent.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: money('Pagar R$ 10,00') }));
    expect(await screen.findByText('Adicione um cartão para pagar com cartão.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    expect(await screen.findByText('Cartão Visa final 1111')).toBeVisible();
    expect(ports.recordings.cards).toEqual([
      { provider: 'pagarme', cardNumber: '4111111111111111' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: money('Pagar R$ 10,00') }));
    expect(await screen.findByText('Pedido registrado')).toBeVisible();
    expect(ports.recordings.events).toEqual([
      {
        campaignId: campaign.id,
        request: {
          kind: 'payment',
          priceOption: 1000,
          quantity: 1,
          method: 'credit_card',
          cardId: '1',
        },
      },
    ]);
  });

  it('keeps every choice and the card number when the card or the payment fails', async () => {
    const { ports } = await open();
    await userEvent.click(screen.getByRole('radio', { name: money('R$ 25,00') }));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    await userEvent.type(screen.getByLabelText(/Número do cartão/), '5555555555554444');
    ports.failNext('campaigns.addPaymentCard', {
      kind: 'server',
      status: 422,
      message: 'Número de cartão inválido',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    expect(await screen.findByText('Número de cartão inválido')).toBeVisible();
    expect(screen.getByLabelText(/Número do cartão/)).toHaveValue('5555 5555 5555 4444');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    expect(await screen.findByText('Cartão Mastercard final 4444')).toBeVisible();
    ports.failNext('campaigns.requestEvent', { kind: 'server', status: 500, message: 'Falhou' });
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText('Falhou')).toBeVisible();
    expect(screen.getByRole('radio', { name: money('R$ 25,00') })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('2');
    expect(screen.getByText('Cartão Mastercard final 4444')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    await waitFor(() => expect(screen.getByText('Pedido registrado')).toBeVisible());
    expect(ports.recordings.events.at(-1)?.request).toMatchObject({
      quantity: 2,
      priceOption: 2500,
    });
  });

  it('a campaign without prices says so', async () => {
    await open({ prices_options: [], price: null });
    const panel = screen.getByText('Esta oferta não tem valores disponíveis no momento.');
    expect(within(panel.parentElement!).queryByRole('button')).toBeNull();
  });
});

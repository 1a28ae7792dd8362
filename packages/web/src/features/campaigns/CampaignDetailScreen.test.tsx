import { campaignSchema, type CampaignType } from '@clube/core/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import CampaignDetailScreen from './CampaignDetailScreen.tsx';

async function open(type: CampaignType, extra: Record<string, unknown> = {}) {
  const { club, ports } = createFakeClub();
  await signInDemo(club);
  const index = ports.world.campaigns.findIndex((campaign) => campaign.event === 'other');
  const seeded = ports.world.campaigns[index]!;
  const campaign = campaignSchema.parse({
    ...seeded,
    type,
    title: 'Pizza em dobro',
    description: '<p>Duas pizzas pelo preço de uma.</p><script>window.hacked = true</script>',
    howtouse: '<ol><li>Mostre o código no caixa.</li></ol>',
    important: '<p>Um resgate por CPF.</p>',
    end_date: '2027-01-31',
    addresses: [
      {
        street: 'Rua das Flores',
        number: '12',
        neighborhood: 'Centro',
        city: 'Curitiba',
        state: 'PR',
        code: '80000-000',
      },
    ],
    ...extra,
  });
  ports.world.campaigns[index] = campaign;
  renderWithClub(
    <Routes>
      <Route path="/campanhas/:campaignSlug" element={<CampaignDetailScreen />} />
    </Routes>,
    { club, route: `/campanhas/${campaign.slug}` },
  );
  await screen.findByRole('heading', { name: 'Pizza em dobro' });
  return { club, ports, campaign };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing journeys on a shared, loaded machine: time for userEvent, not a timed assertion.
vi.setConfig({ testTimeout: 30_000 });

describe('CampaignDetailScreen', () => {
  it('shows the offer: partner, tag, end date, sanitised texts, addresses and reactions', async () => {
    const { campaign } = await open('info');
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhes da campanha' })).toBeVisible();
    expect(screen.getByText(campaign.partner!.name!)).toBeVisible();
    expect(screen.getByText('Válida até 31/01/2027')).toBeVisible();
    expect(screen.getByText('Duas pizzas pelo preço de uma.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Como usar' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Importante' })).toBeVisible();
    expect(screen.getByText('Rua das Flores, 12')).toBeVisible();
    expect(screen.getByText('Centro, Curitiba/PR')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Curtir / })).toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: /^Favoritar / })).toHaveAttribute('aria-pressed');
    // Information only: no button, a note instead.
    expect(screen.getByText(/Esta oferta é informativa/)).toBeVisible();
  });

  it('an ended offer says so, shows the day it ended and no button', async () => {
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const { ports } = await open('voucher', { end_date: yesterday });
    const [y, m, d] = yesterday.split('-');
    expect(screen.getByText(`Oferta encerrada em ${d}/${m}/${y}`)).toBeVisible();
    expect(screen.getByText(/Esta oferta foi encerrada/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /voucher|código|Resgatar/i })).toBeNull();
    expect(ports.recordings.events).toEqual([]);
  });

  it('an offer ending soon shows the days left beside its date, as its card does', async () => {
    const inTwoDays = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await open('info', { end_date: inTwoDays });
    expect(document.querySelector('[data-expiry-days]')).toHaveTextContent(/^Termina em \d dias?$/);
  });

  it('a cashback offer shows its rate with one decimal', async () => {
    await open('cashback', { eventData: { is_cashback: true, cashback_value: 6.5 } });
    expect(screen.getByText('6,5% de dinheiro de volta')).toBeVisible();
  });

  it('a voucher shows its code with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { campaign, ports } = await open('voucher');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar voucher' }));
    const code = await screen.findByTestId('campaign-code');
    expect(code).toHaveTextContent(`COD-${campaign.id}`);
    expect(ports.recordings.events).toEqual([
      { campaignId: campaign.id, request: { kind: 'code' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(`COD-${campaign.id}`);
    expect(
      await screen.findByText('Código copiado!', { selector: '[role="status"]' }),
    ).toBeVisible();
  });

  it('Pagar com ePay shows the amounts, asks to confirm the one picked and buys it once', async () => {
    const { campaign, ports } = await open('epay', {
      eventData: { prices_options: [5000, 1000], price: 5000 },
    });
    const purchases = () =>
      ports.recordings.events.filter((event) => event.request.kind === 'giftCard');
    // Nothing is bought by the first click: an amount must be picked, then confirmed.
    expect(screen.getByRole('radio', { name: /^R\$\s10,00$/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar com ePay' }));
    expect(await screen.findByText('Campo obrigatório!')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /^R\$\s50,00$/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pagar com ePay: R\$\s50,00$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar a compra' });
    expect(dialog).toHaveTextContent(/cartão-presente de R\$\s50,00/);
    expect(purchases()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(purchases()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^Pagar com ePay: R\$\s50,00$/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: /^Comprar por R\$\s50,00$/,
      }),
    );
    expect(await screen.findByText(/^Cartão-presente de R\$\s50,00 comprado!$/)).toBeVisible();
    expect(purchases()).toEqual([
      { campaignId: campaign.id, request: { kind: 'giftCard', priceOption: 5000 } },
    ]);
    // The buy button is gone with the purchase: another one is a new, deliberate start.
    expect(screen.queryByRole('button', { name: /Pagar com ePay/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comprar outro cartão-presente' }));
    // A new purchase starts from no amount: it is picked and confirmed again.
    expect(screen.getByRole('button', { name: 'Pagar com ePay' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^R\$\s50,00$/ })).not.toBeChecked();
  });

  it('the ePay button is locked with a spinner while the purchase is sent', async () => {
    const { ports } = await open('epay', { eventData: { prices_options: [2000], price: 2000 } });
    let answer: () => void = () => undefined;
    const original = ports.campaigns.requestEvent.bind(ports.campaigns);
    vi.spyOn(ports.campaigns, 'requestEvent').mockImplementation(
      (...args) =>
        new Promise((resolve) => {
          answer = () => resolve(original(...args));
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Pagar com ePay: R\$\s20,00$/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: /^Comprar por R\$\s20,00$/,
      }),
    );
    const busy = screen.getByRole('button', { name: /^Pagar com ePay: R\$\s20,00$/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(ports.campaigns.requestEvent).toHaveBeenCalledTimes(1);
    answer();
    expect(await screen.findByText(/^Cartão-presente de R\$\s20,00 comprado!$/)).toBeVisible();
  });

  it('a refused request says the server words and lets the member try again', async () => {
    const { ports } = await open('uniqueCode');
    ports.failNext('campaigns.requestEvent', {
      kind: 'server',
      status: 422,
      message: 'Limite de resgates atingido',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ver meu código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Limite de resgates atingido');
    await userEvent.click(screen.getByRole('button', { name: 'Ver meu código' }));
    expect(await screen.findByTestId('campaign-code')).toBeVisible();
  });

  it('an online offer is tracked and its link opens in a new tab', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { campaign, ports } = await open('online');
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a loja' }));
    const link = await screen.findByRole('link', { name: /Abrir o site do parceiro/ });
    const url = `https://parceiro.example/${campaign.slug}`;
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(ports.recordings.tracked).toEqual([
      { campaignId: campaign.id, payload: { type: 'online' } },
    ]);
  });

  it.each([
    ['payment', 'Comprar', (slug: string) => `/campanhas-de-pagamento/${slug}`],
    ['pharmacy', 'Ativar cartão farmácia', () => '/cartao-farmacia'],
  ] as const)('a %s offer leads to its screen', async (type, label, path) => {
    const { campaign } = await open(type);
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', path(campaign.slug));
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(path(campaign.slug));
  });

  it('a letter offer asks for the letter data and keeps it when the request fails', async () => {
    const { ports } = await open('letter');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar carta' }));
    const dialog = screen.getByRole('dialog', { name: 'Dados da carta' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/^CPF/), '52998224725');
    expect(form.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await userEvent.type(form.getByLabelText(/Número de matrícula/), '4242');
    const email = form.getByLabelText(/^E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'marina@exemplo.com');
    await userEvent.click(form.getByRole('checkbox'));
    ports.failNext('redemptions.requestLetter', { kind: 'network', message: 'caiu' });
    await userEvent.click(form.getByRole('button', { name: 'Solicitar carta' }));
    expect(await form.findByRole('alert')).toBeVisible();
    expect(form.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(form.getByLabelText(/Número de matrícula/)).toHaveValue('4242');
    expect(form.getByRole('checkbox')).toBeChecked();
    expect(email).toHaveValue('marina@exemplo.com');
    await userEvent.click(form.getByRole('button', { name: 'Solicitar carta' }));
    await waitFor(() =>
      expect(
        form.queryAllByRole('alert').map((a) => a.parentElement?.parentElement?.textContent),
      ).toEqual([]),
    );
    expect(await screen.findByText(/Carta solicitada!/)).toBeVisible();
    expect(ports.world.letters[0]).toMatchObject({ user_document: '529.982.247-25' });
  });

  it('reports a negative experience', async () => {
    const { ports, campaign } = await open('info');
    await userEvent.click(
      screen.getByRole('button', { name: 'Relatar um problema com esta oferta' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Relatar um problema' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'Fui mal atendido' }));
    await userEvent.type(dialog.getByLabelText(/Conte mais/), 'Não aceitaram');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar relato' }));
    expect(await dialog.findByText(/Obrigado por nos contar!/)).toBeVisible();
    expect(ports.recordings.negativeExperiences).toEqual([
      {
        campaignId: campaign.id,
        report: { negative_experience_id: '2', message: 'Não aceitaram' },
      },
    ]);
  });
});

describe('CampaignDetailScreen report kinds', () => {
  it('kinds that fail to load say so in the dialog (not on the offer button) and load again', async () => {
    const { ports } = await open('voucher');
    ports.failNext('campaigns.negativeExperienceTypes', {
      kind: 'server',
      status: 500,
      message: 'Erro',
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Relatar um problema com esta oferta' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Relatar um problema' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os tipos de problema.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByRole('radio', { name: 'Fui mal atendido' })).toBeVisible();
  });
});

describe('CampaignDetailScreen states', () => {
  it('a missing offer reads as not found', async () => {
    const { club } = createFakeClub();
    await signInDemo(club);
    renderWithClub(
      <Routes>
        <Route path="/campanhas/:campaignSlug" element={<CampaignDetailScreen />} />
      </Routes>,
      { club, route: '/campanhas/nao-existe' },
    );
    expect(await screen.findByRole('heading', { name: 'Oferta não encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver outras ofertas' })).toHaveAttribute(
      'href',
      '/campanhas',
    );
  });

  it('a failed load offers a retry that loads it', async () => {
    const { club, ports } = createFakeClub();
    await signInDemo(club);
    ports.failNext('campaigns.get', { kind: 'server', status: 500, message: 'Erro interno' });
    const slug = ports.world.campaigns[0]!.slug;
    renderWithClub(
      <Routes>
        <Route path="/campanhas/:campaignSlug" element={<CampaignDetailScreen />} />
      </Routes>,
      { club, route: `/campanhas/${slug}` },
    );
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar esta oferta' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: ports.world.campaigns[0]!.title! })).toBeVisible(),
    );
  });
});

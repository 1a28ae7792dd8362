import type { CampaignEventRequest } from '@clube/core';
import type { Campaign } from '@clube/core/campaigns';
import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedInClub } from '../rewards-test-helpers.tsx';
import AwardDetailScreen from './AwardDetailScreen.tsx';

const OPTIONS = [1_000, 2_000, 5_000, 10_000, 50_000];

/** The award detail of a partner whose first award offers SPEC §9's price options. */
async function openAward(query: 'with' | 'without' = 'with') {
  const { club, ports } = await signedInClub();
  const index = ports.world.campaigns.findIndex((campaign) => campaign.event === 'award');
  const base = ports.world.campaigns[index]!;
  const award: Campaign = {
    ...base,
    eventData: { ...base.eventData!, prices_options: OPTIONS, min_value: 1_000, max_value: 50_000 },
  };
  ports.world.campaigns[index] = award;
  const sent: CampaignEventRequest[] = [];
  const requestEvent = ports.campaigns.requestEvent.bind(ports.campaigns);
  ports.campaigns.requestEvent = (id, request) => {
    sent.push(request);
    return requestEvent(id, request);
  };
  const partner = award.partner!.slug;
  const url =
    query === 'with' ? `/premios/${partner}?campaignSlug=${award.slug}` : `/premios/${partner}`;
  renderAt(club, '/premios/:partnerSlug', url, <AwardDetailScreen />);
  await screen.findByRole('heading', { name: award.title! });
  return { club, ports, award, sent };
}

describe('AwardDetailScreen', { timeout: 20_000 }, () => {
  it('offers the amounts the balance pays for, confirms one and redeems it once', async () => {
    const { sent, award } = await openAward();
    const amounts = screen.getByRole('group', { name: 'Escolha o valor do resgate' });
    expect(within(amounts).getAllByRole('radio')).toHaveLength(OPTIONS.length);
    expect(within(amounts).getByRole('radio', { name: /R\$\s500,00/ })).toBeDisabled();
    expect(within(amounts).getByRole('radio', { name: /R\$\s100,00/ })).toBeEnabled();
    await userEvent.click(within(amounts).getByRole('radio', { name: /R\$\s50,00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    expect(screen.getByRole('dialog', { name: 'Confirmar resgate' }).textContent).toContain(
      `Você vai resgatar R$\u00a050,00 em “${award.title}”.`,
    );
    const confirm = screen.getByRole('button', { name: 'Confirmar resgate' });
    await act(async () => {
      confirm.click();
      confirm.click();
    });
    expect(
      await screen.findByRole('heading', { name: 'Prêmio resgatado com sucesso' }),
    ).toHaveFocus();
    expect(sent).toEqual([{ kind: 'award', value: 5_000 }]);
    expect(
      screen.getByText('Valor resgatado: R$\u00a050,00', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    // 'Saiba mais' of the award modal and this screen both lead to Carteira Prêmios.
    const wallets = screen.getAllByRole('link', { name: 'Ver Carteira Prêmios' });
    wallets.forEach((link) => expect(link).toHaveAttribute('href', '/carteira/premios'));
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar outro valor' }));
    expect(screen.getByRole('group', { name: 'Escolha o valor do resgate' })).toBeInTheDocument();
  });

  it('swallows a failure (SPEC §8): no message, the amount kept, and a second try works', async () => {
    const { ports, sent } = await openAward();
    ports.failNext('campaigns.requestEvent', { kind: 'server', status: 500, message: 'Erro' });
    await userEvent.click(screen.getByRole('radio', { name: /R\$\s20,00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Erro')).toBeNull();
    expect(screen.getByRole('radio', { name: /R\$\s20,00/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(
      await screen.findByRole('heading', { name: 'Prêmio resgatado com sucesso' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { kind: 'award', value: 2_000 },
      { kind: 'award', value: 2_000 },
    ]);
  });

  it('asks for an amount before anything is sent', async () => {
    const { sent } = await openAward();
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByText('Campo obrigatório!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("opens the partner's first award when the address names none", async () => {
    const { ports, award } = await openAward('without');
    const first = ports.world.campaigns.find(
      (campaign) => campaign.event === 'award' && campaign.partner?.slug === award.partner?.slug,
    )!;
    expect(first.slug).toBe(award.slug);
    expect(screen.getByRole('heading', { name: award.partner!.name })).toBeInTheDocument();
  });

  it('says so when the partner has no awards', async () => {
    const { club } = await signedInClub();
    renderAt(club, '/premios/:partnerSlug', '/premios/nao-existe', <AwardDetailScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Prêmio não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os prêmios' })).toHaveAttribute(
      'href',
      '/premios',
    );
  });
});

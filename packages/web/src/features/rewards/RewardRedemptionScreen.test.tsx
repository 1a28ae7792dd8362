import type { CampaignEventRequest } from '@clube/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RewardRedemptionScreen from './RewardRedemptionScreen.tsx';
import { renderAt, signedInClub } from './rewards-test-helpers.tsx';

const FAILURE = 'Houve um erro ao resgatar a oferta, por favor, tente novamente mais tarde';

async function openRedemption(price = 3_500) {
  const { club, ports } = await signedInClub();
  const index = ports.world.campaigns.findIndex((campaign) => campaign.event === 'engagement');
  const reward = {
    ...ports.world.campaigns[index]!,
    eventData: { ...ports.world.campaigns[index]!.eventData!, price },
  };
  ports.world.campaigns[index] = reward;
  const sent: CampaignEventRequest[] = [];
  const requestEvent = ports.campaigns.requestEvent.bind(ports.campaigns);
  ports.campaigns.requestEvent = (id, request) => {
    sent.push(request);
    return requestEvent(id, request);
  };
  let memberLoads = 0;
  club.member.subscribe((snapshot) => {
    if (snapshot.matches('loading')) memberLoads += 1;
  });
  renderAt(
    club,
    '/recompensas/resgate/:campaignSlug',
    `/recompensas/resgate/${reward.slug}`,
    <RewardRedemptionScreen />,
  );
  await screen.findByRole('heading', { name: reward.title! });
  return { club, ports, reward, sent, memberLoads: () => memberLoads };
}

describe('RewardRedemptionScreen', { timeout: 20_000 }, () => {
  it('confirms the cost in the coin, redeems once and shows the new balance', async () => {
    const { sent, reward, memberLoads } = await openRedemption();
    expect(await screen.findByTestId('reward-cost')).toHaveTextContent('35 Pontos Clube');
    expect(screen.getByText('1.165 Pontos Clube')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar resgate' });
    expect(dialog).toHaveTextContent(`Você vai trocar 35 Pontos Clube por “${reward.title}”.`);
    expect(sent).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Confirmar resgate' });
    await act(async () => {
      confirm.click();
      confirm.click();
    });
    expect(
      await screen.findByRole('heading', { name: 'Resgate realizado com sucesso' }),
    ).toHaveFocus();
    expect(sent).toEqual([{ kind: 'reward', value: 3_500 }]);
    expect(screen.getByText('Seu novo saldo: 1.165 Pontos Clube')).toBeInTheDocument();
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('1.165 Pontos Clube');
    expect(screen.queryByRole('button', { name: 'Resgatar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver meus resgates' })).toHaveAttribute(
      'href',
      '/resgates',
    );
    await waitFor(() => expect(memberLoads()).toBe(1));
  });

  it("shows SPEC §8's message when the redemption fails, and sends again only when asked", async () => {
    const { ports, sent } = await openRedemption();
    ports.failNext('campaigns.requestEvent', { kind: 'server', status: 500, message: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(sent).toHaveLength(1);
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('1.200 Pontos Clube');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('dialog', { name: 'Confirmar resgate' })).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).toBeNull();
    expect(sent).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(
      await screen.findByRole('heading', { name: 'Resgate realizado com sucesso' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('offers no redemption when the balance does not pay for the reward', async () => {
    const { sent } = await openRedemption(500_000);
    expect(await screen.findByText('Saldo insuficiente para este resgate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resgatar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mais recompensas' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the coin's failure with a retry, and the redemption once the coin answers", async () => {
    const { club, ports } = await signedInClub();
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    ports.failNext('engagement.coin', { kind: 'server', status: 500, message: 'erro' });
    renderAt(
      club,
      '/recompensas/resgate/:campaignSlug',
      `/recompensas/resgate/${reward.slug}`,
      <RewardRedemptionScreen />,
    );
    expect(
      await screen.findByText(
        'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resgatar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Resgatar' })).toBeEnabled();
  });

  it('without a connection the coin says so instead of its failure, with the same retry', async () => {
    const { club, ports } = await signedInClub();
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    ports.failNext('engagement.coin', { kind: 'network', message: 'offline' });
    renderAt(
      club,
      '/recompensas/resgate/:campaignSlug',
      `/recompensas/resgate/${reward.slug}`,
      <RewardRedemptionScreen />,
    );
    expect(await screen.findByText('Você está sem conexão')).toBeInTheDocument();
    expect(screen.queryByText(/Houve um erro ao pegar os dados da moeda/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Resgatar' })).toBeEnabled();
  });

  it('says so when the reward does not exist', async () => {
    const { club } = await signedInClub();
    renderAt(
      club,
      '/recompensas/resgate/:campaignSlug',
      '/recompensas/resgate/nao-existe',
      <RewardRedemptionScreen />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Recompensa não encontrada' }),
    ).toBeInTheDocument();
  });
});

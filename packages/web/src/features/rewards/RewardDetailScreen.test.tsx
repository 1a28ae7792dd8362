import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RewardDetailScreen from './RewardDetailScreen.tsx';
import { renderAt, signedInClub } from './rewards-test-helpers.tsx';

describe('RewardDetailScreen', { timeout: 20_000 }, () => {
  it('shows the partner and its rewards with their cost, each leading to its redemption', async () => {
    const { club, ports } = await signedInClub();
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    const partner = reward.partner!;
    renderAt(
      club,
      '/recompensas/:partnerSlug',
      `/recompensas/${partner.slug}`,
      <RewardDetailScreen />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalhes da recompensa' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: partner.name })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: `Recompensas de ${partner.name}` });
    const own = ports.world.campaigns.filter(
      (campaign) => campaign.event === 'engagement' && campaign.partner?.slug === partner.slug,
    );
    expect(within(list).getAllByRole('article')).toHaveLength(own.length);
    const link = within(list).getByRole('link', { name: `Resgatar ${reward.title}` });
    expect(link).toHaveAttribute('href', `/recompensas/resgate/${reward.slug}`);
    expect(link.closest('article')).toHaveTextContent(
      `${(reward.eventData?.price ?? 0) / 100} Pontos Clube`,
    );
  });

  it('says so when the club has no such partner', async () => {
    const { club } = await signedInClub();
    renderAt(club, '/recompensas/:partnerSlug', '/recompensas/nao-existe', <RewardDetailScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Parceiro não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os parceiros' })).toHaveAttribute(
      'href',
      '/recompensas',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RewardsHomeScreen from './RewardsHomeScreen.tsx';
import { renderAt, signedInClub } from './rewards-test-helpers.tsx';

describe('RewardsHomeScreen', { timeout: 20_000 }, () => {
  it('shows the coin with the balance and the engagement partners, 18 a page', async () => {
    const { club, ports } = await signedInClub();
    const asked: unknown[] = [];
    const partners = ports.engagement.partners.bind(ports.engagement);
    ports.engagement.partners = (query, signal) => {
      asked.push(query);
      return partners(query, signal);
    };
    renderAt(club, '/recompensas', '/recompensas', <RewardsHomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recompensas' })).toBeInTheDocument();
    const coin = await screen.findByRole('region', { name: 'Seu saldo' });
    expect(coin).toHaveTextContent('1.200 Pontos Clube');
    const list = await screen.findByRole('list', { name: 'Parceiros com recompensas' });
    const withRewards = ports.world.partners.filter((partner) =>
      ports.world.campaigns.some(
        (campaign) => campaign.event === 'engagement' && campaign.partner?.slug === partner.slug,
      ),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(withRewards.length),
    );
    expect(asked[0]).toMatchObject({ page: 1, limit: 18 });
    const first = withRewards[0]!;
    expect(within(list).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/recompensas/${first.slug}`,
    );
    expect(screen.getByRole('link', { name: 'Ver o Catálogo de Recompensas' })).toHaveAttribute(
      'href',
      '/recompensas/catalogo',
    );
  });

  it("says SPEC §8's coin message when the coin fails, and the retry brings it back", async () => {
    const { club, ports } = await signedInClub();
    ports.failNext('engagement.coin', { kind: 'server', status: 500, message: 'Erro' });
    renderAt(club, '/recompensas', '/recompensas', <RewardsHomeScreen />);
    expect(
      await screen.findByText(
        'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Seu saldo' })).toHaveTextContent(
      '1.200 Pontos Clube',
    );
    expect(
      screen.queryByText(
        'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
      ),
    ).toBeNull();
  });
});

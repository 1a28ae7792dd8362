import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RewardsCatalogScreen from './RewardsCatalogScreen.tsx';
import { renderAt, signedInClub } from './rewards-test-helpers.tsx';

describe('RewardsCatalogScreen', { timeout: 20_000 }, () => {
  it('lists the engagement campaigns with their cost in the coin, 18 a page', async () => {
    const { club, ports } = await signedInClub();
    const asked: unknown[] = [];
    const campaigns = ports.engagement.campaigns.bind(ports.engagement);
    ports.engagement.campaigns = (query, signal) => {
      asked.push(query);
      return campaigns(query, signal);
    };
    renderAt(club, '/recompensas/catalogo', '/recompensas/catalogo', <RewardsCatalogScreen />);
    const rewards = ports.world.campaigns.filter((campaign) => campaign.event === 'engagement');
    const list = await screen.findByRole('list', { name: 'Recompensas' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(rewards.length));
    expect(asked[0]).toEqual({ page: 1, limit: 18 });
    const first = rewards[0]!;
    const card = within(list).getByRole('link', { name: `Resgatar ${first.title}` });
    expect(card).toHaveAttribute('href', `/recompensas/resgate/${first.slug}`);
    const price = (first.eventData?.price ?? 0) / 100;
    expect(card.closest('article')).toHaveTextContent(`${price} Pontos Clube`);
    // The partner's name leads to its Detalhes da recompensa.
    expect(
      within(card.closest('article')!).getByRole('link', { name: first.partner!.name }),
    ).toHaveAttribute('href', `/recompensas/${first.partner!.slug}`);
  });

  it('filters by title through the address, and clears the filter', async () => {
    const { club, ports } = await signedInClub();
    const asked: unknown[] = [];
    const campaigns = ports.engagement.campaigns.bind(ports.engagement);
    ports.engagement.campaigns = (query, signal) => {
      asked.push(query);
      return campaigns(query, signal);
    };
    const reward = ports.world.campaigns.find((campaign) => campaign.event === 'engagement')!;
    const word = reward.name!.split(' ')[0]!;
    renderAt(club, '/recompensas/catalogo', '/recompensas/catalogo', <RewardsCatalogScreen />);
    await screen.findByRole('list', { name: 'Recompensas' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar pelo título' }), word);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/recompensas/catalogo?title=${encodeURIComponent(word)}`,
    );
    expect(await screen.findByText(`Recompensas com “${word}”`)).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toEqual({ title: word, page: 1, limit: 18 }));
    const list = await screen.findByRole('list', { name: 'Recompensas' });
    await waitFor(() =>
      within(list)
        .getAllByRole('article')
        .forEach((article) => expect(article).toHaveTextContent(new RegExp(word, 'i'))),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Limpar busca' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recompensas\/catalogo$/);
    expect(screen.getByRole('searchbox', { name: 'Buscar pelo título' })).toHaveValue('');
  });

  it('shows the empty state when no reward has that title', async () => {
    const { club } = await signedInClub();
    renderAt(
      club,
      '/recompensas/catalogo',
      '/recompensas/catalogo?title=zzzz-nada',
      <RewardsCatalogScreen />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma recompensa encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tente buscar por outro título.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedInClub } from '../rewards-test-helpers.tsx';
import AwardsScreen from './AwardsScreen.tsx';

describe('AwardsScreen', { timeout: 20_000 }, () => {
  it("shows the member's award balance and the award partners, 18 a page", async () => {
    const { club, ports } = await signedInClub();
    const asked: unknown[] = [];
    const partners = ports.awards.partners.bind(ports.awards);
    ports.awards.partners = (query, signal) => {
      asked.push(query);
      return partners(query, signal);
    };
    renderAt(club, '/premios', '/premios', <AwardsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prêmios' })).toBeInTheDocument();
    // Amounts read in pt-BR, with the no-break space after R$.
    expect((await screen.findByTestId('award-balance')).textContent).toBe('R$\u00a0120,00');
    expect(screen.getByRole('link', { name: 'Ver Carteira Prêmios' })).toHaveAttribute(
      'href',
      '/carteira/premios',
    );
    const list = await screen.findByRole('list', { name: 'Parceiros com prêmios' });
    const award = ports.world.campaigns.find((campaign) => campaign.event === 'award')!;
    const withAwards = new Set(
      ports.world.campaigns
        .filter((campaign) => campaign.event === 'award')
        .map((campaign) => campaign.partner?.slug),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(withAwards.size),
    );
    expect(asked[0]).toMatchObject({ page: 1, limit: 18 });
    const link = within(list).getByRole('link', { name: award.partner!.name });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/premios/${award.partner!.slug}\\?campaignSlug=`),
    );
  });

  it('shows the empty state when the company grants no awards', async () => {
    const { club, ports } = await signedInClub();
    ports.world.campaigns = ports.world.campaigns.filter((campaign) => campaign.event !== 'award');
    renderAt(club, '/premios', '/premios', <AwardsScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Nenhum prêmio disponível' }),
    ).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../../router/index.ts';
import { describe, expect, it } from 'vitest';
import ClubToasts from '../../../layout/ClubToasts.tsx';
import { ClubProvider } from '../../../runtime/club-context.tsx';
import { I18nProvider } from '../../../i18n/I18nProvider.tsx';
import { createI18n } from '../../../i18n/i18n.ts';
import { createFakeClub, signInDemo } from '../../../test/fake-club.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { LikeButton } from './LikeButton.tsx';

async function open(ui: (campaign: { slug: string; liked_count: number }) => ReactNode) {
  const { club, ports } = createFakeClub();
  await signInDemo(club);
  const campaign = ports.world.campaigns[0]!;
  const i18n = createI18n('pt-BR');
  render(
    <I18nProvider i18n={i18n}>
      <ClubProvider club={club}>
        <MemoryRouter>
          {ui(campaign)}
          <ClubToasts />
        </MemoryRouter>
      </ClubProvider>
    </I18nProvider>,
  );
  return { club, ports, campaign };
}

describe('LikeButton', () => {
  it('likes and unlikes with the count and the toasts of SPEC §8', async () => {
    const { campaign } = await open((item) => (
      <LikeButton
        campaign={{ slug: item.slug, is_liked: false, liked_count: item.liked_count }}
        title="Pizzaria"
      />
    ));
    const count = campaign.liked_count;
    const button = screen.getByRole('button', { name: `Curtir Pizzaria, ${count} curtidas` });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent(String(count + 1));
    expect(await screen.findByText('Oferta Pizzaria')).toBeVisible();
    expect(screen.getByText('curtida')).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent(String(count));
    expect(await screen.findByText('descurtida com sucesso')).toBeVisible();
  });

  it('a refused like puts the button back and says so', async () => {
    const { ports, campaign } = await open((item) => (
      <LikeButton
        campaign={{ slug: item.slug, is_liked: false, liked_count: 3 }}
        title="Pizzaria"
      />
    ));
    ports.failNext('campaigns.toggleLike', { kind: 'server', status: 500, message: 'falhou' });
    const button = screen.getByRole('button', { name: /Curtir Pizzaria/ });
    await userEvent.click(button);
    const alert = await screen.findByText('não foi possível atualizar a curtida. Tente novamente.');
    expect(alert).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('data-failed', 'true');
    expect(button).toHaveTextContent('3');
    expect(ports.world.campaigns.find((c) => c.slug === campaign.slug)?.is_liked).toBe(false);
  });
});

describe('FavoriteButton', () => {
  it('favorites and unfavorites with the toasts of SPEC §8, following the server', async () => {
    const { club, campaign } = await open((item) => (
      <FavoriteButton slug={item.slug} partnerName="Cinema" />
    ));
    const button = screen.getByRole('button', { name: 'Favoritar Cinema' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByText('adicionada aos favoritos')).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(club.favorites.getSnapshot().context.slugs).toContain(campaign.slug);
    await userEvent.click(button);
    expect(await screen.findByText('removida dos favoritos')).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('a refused favorite puts the button back and says so; the keyboard reaches it', async () => {
    const { ports } = await open((item) => (
      <FavoriteButton slug={item.slug} partnerName="Cinema" />
    ));
    ports.failNext('favorites.toggle', { kind: 'network', message: 'caiu' });
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Favoritar Cinema' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Notificações' });
    await waitFor(() =>
      expect(
        within(region).getByText('não foi possível atualizar os favoritos. Tente novamente.'),
      ).toBeVisible(),
    );
    expect(within(region).getByText('Oferta Cinema')).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('data-failed', 'true');
  });
});

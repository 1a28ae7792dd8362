import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import { CampaignCard, type CampaignCardItem } from './CampaignCard.tsx';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

const campaign: CampaignCardItem = {
  slug: 'pizza-voucher-1',
  title: 'Pizzaria Bella Napoli: 20% de desconto',
  image: '/img/pizza.svg',
  symbol: 'percent',
  value: 20,
  event: 'other',
  end_date: null,
  partner: { name: 'Pizzaria Bella Napoli', logo: '/img/logo.svg' },
};

function show(item: CampaignCardItem, actions?: ReactNode) {
  const { club } = createFakeClub({ clock: { now: () => NOW } });
  return renderWithClub(<CampaignCard campaign={item} actions={actions} />, {
    club,
    route: '/campanhas',
  });
}

describe('CampaignCard', () => {
  it('reserves the picture size and loads it lazily', () => {
    const { container } = show(campaign);
    const picture = container.querySelector('img[src="/img/pizza.svg"]');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '450');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).not.toHaveAttribute('fetchpriority');
    const logo = container.querySelector('img[src="/img/logo.svg"]');
    expect(logo).toHaveAttribute('width', '40');
    expect(logo).toHaveAttribute('height', '40');
  });

  it("asks for the list's first picture first, at once", () => {
    const { club } = createFakeClub({ clock: { now: () => NOW } });
    const { container } = renderWithClub(<CampaignCard campaign={campaign} first />, {
      club,
      route: '/campanhas',
    });
    const picture = container.querySelector('img[src="/img/pizza.svg"]');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('cuts the partner name at 13 characters with an ellipsis, the whole name for readers', () => {
    show(campaign);
    expect(screen.getByText('Pizzaria Bell...')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Parceiro: Pizzaria Bella Napoli')).toBeInTheDocument();
  });

  it('links the title to the campaign, and a payment campaign to its own route', () => {
    const { unmount } = show(campaign);
    expect(
      screen.getByRole('link', { name: 'Pizzaria Bella Napoli: 20% de desconto' }),
    ).toHaveAttribute('href', '/campanhas/pizza-voucher-1');
    unmount();
    show({ ...campaign, event: 'payment', title: 'Pague' });
    expect(screen.getByRole('link', { name: 'Pague' })).toHaveAttribute(
      'href',
      '/campanhas-de-pagamento/pizza-voucher-1',
    );
  });

  it('shows the tag: a percentage with one decimal', () => {
    const { container } = show(campaign);
    const tag = container.querySelector('[data-tag-kind]');
    expect(tag).toHaveTextContent('20,0% OFF');
  });

  it.each([
    [1, '1 dia'],
    [2, '2 dias'],
    [3, '3 dias'],
  ])('shows the expiry when %s days remain', (days, text) => {
    show({ ...campaign, end_date: new Date(NOW + days * DAY - 60_000).toISOString() });
    expect(screen.getByText(`Termina em ${text}`)).toBeInTheDocument();
  });

  it.each([
    ['more than 3 days remain', NOW + 3 * DAY + 60_000],
    ['it has ended', NOW - DAY],
  ])('shows no expiry when %s', (_, endsAt) => {
    const { container } = show({ ...campaign, end_date: new Date(endsAt).toISOString() });
    expect(container.querySelector('[data-expiry-days]')).toBeNull();
  });

  it('shows an ended offer as ended, by the same rule as its detail', () => {
    const { container } = show({ ...campaign, end_date: '2026-11-21' });
    expect(screen.getByText('Oferta encerrada')).toBeInTheDocument();
    expect(container.querySelector('[data-campaign]')).toHaveAttribute('data-ended', 'true');
    expect(container.querySelector('[data-expiry-days]')).toBeNull();
  });

  it('keeps an offer whose last day is today running, with 1 day left', () => {
    const { container } = show({ ...campaign, end_date: '2026-11-22' });
    expect(screen.getByText('Termina em 1 dia')).toBeInTheDocument();
    expect(container.querySelector('[data-ended]')).toBeNull();
  });

  it('shows a cashback offer’s rate with one decimal', () => {
    show({
      ...campaign,
      type: 'cashback',
      eventData: { is_cashback: true, cashback_value: 6.5, cashback_symbol: '%' },
    });
    expect(screen.getByText('6,5% de dinheiro de volta')).toBeInTheDocument();
  });

  it('cuts a partner name at 13 characters without a space before the ellipsis', () => {
    show({ ...campaign, partner: { name: 'Floricultura Bela Flor', logo: null } });
    expect(screen.getByText('Floricultura...')).toBeInTheDocument();
  });

  it('shows no expiry for a campaign without an end date', () => {
    const { container } = show(campaign);
    expect(container.querySelector('[data-expiry-days]')).toBeNull();
  });

  it('shows a favorited campaign without a picture by its partner logo', () => {
    const { container } = show({
      slug: 'fav',
      name: 'Oferta favorita',
      symbol: 'currency',
      value: 3500,
      partner: { name: 'Café', logo: '/img/cafe.svg' },
    });
    expect(container.querySelectorAll('img[src="/img/cafe.svg"]')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Oferta favorita' })).toBeInTheDocument();
    expect(container.querySelector('[data-tag-kind]')).toHaveTextContent('por R$ 35,00');
  });

  it('places the like and favorite buttons it is given', () => {
    show(campaign, <button type="button">Curtir</button>);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'Curtir' })).toBeInTheDocument();
  });
});

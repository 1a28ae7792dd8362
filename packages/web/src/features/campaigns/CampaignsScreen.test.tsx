import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { FlowCacheProvider } from '../../runtime/flow-cache.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import CampaignsScreen from './CampaignsScreen.tsx';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      test-back
    </button>
  );
}

async function open(
  route: string,
  setUp?: (ports: ReturnType<typeof createFakeClub>['ports']) => void,
  company?: { permissions: string[] },
) {
  const { club, ports } = createFakeClub(company ? { company } : {});
  setUp?.(ports);
  await signInDemo(club);
  renderWithClub(
    <FlowCacheProvider>
      <Routes>
        <Route path="/campanhas" element={<CampaignsScreen />} />
      </Routes>
      <Back />
    </FlowCacheProvider>,
    { club, route },
  );
  return { club, ports };
}

const location = () => screen.getByTestId('location').textContent;
const cards = () => within(screen.getByRole('list', { name: 'Ofertas' })).getAllByRole('article');

describe('CampaignsScreen', { timeout: 20_000 }, () => {
  it('lists the first page with its total and a banner after every 3 campaigns', async () => {
    await open('/campanhas');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByText('24 ofertas')).toBeInTheDocument();
    // The fake's banners, in order: the pharmacy card, a vitrine, an external link.
    const banners = screen.getAllByRole('link', { name: /^Banner:/ });
    expect(banners.map((banner) => banner.getAttribute('href'))).toEqual([
      '/cartao-farmacia',
      '/vitrine/verao',
      'https://parceiro.example/promo',
    ]);
    expect(banners[2]).toHaveAttribute('target', '_blank');
    expect(banners[2]).toHaveAttribute('rel', 'noopener noreferrer');
    const first = cards()[0]!;
    expect(within(first).getByRole('button', { name: /^Curtir/ })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /favorit/i })).toBeInTheDocument();
  });

  it('starts the banners over once all are read: one after every 3 campaigns, however many', async () => {
    await open('/campanhas', (ports) => {
      ports.world.banners.splice(1);
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const list = screen.getByRole('list', { name: 'Ofertas' });
    // 10 campaigns: a banner after the 3rd, 6th and 9th, each the one banner there is.
    const order = [...list.querySelectorAll('[data-campaign], [data-banner]')].map((node) =>
      node.hasAttribute('data-banner') ? 'B' : 'c',
    );
    expect(order.join('')).toBe('cccBcccBcccBc');
  });

  it('holds the campaigns until the banners between them are known (no shift)', async () => {
    let release = (): void => undefined;
    const { ports } = await open('/campanhas', (ports) => {
      const answer = ports.campaigns.paginatedBanners.bind(ports.campaigns);
      ports.campaigns.paginatedBanners = (...args) =>
        new Promise((resolve) => {
          release = () => resolve(answer(...args));
        });
    });
    // The page of campaigns has answered: still skeletons, and no count yet.
    await waitFor(() => expect(ports.recordings.calls).toContain('campaigns.list'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A page of banners asked for, and the list read from the paged banners.
    expect(ports.recordings.calls).not.toContain('campaigns.banners');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.querySelector('[data-paged-list-skeletons]')).not.toBeNull();
    expect(screen.queryByText('24 ofertas')).toBeNull();
    release();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getAllByRole('link', { name: /^Banner:/ })).toHaveLength(3);
  });

  it('shows the campaigns without banners when the banners fail', async () => {
    await open('/campanhas', (ports) =>
      ports.failNext('campaigns.paginatedBanners', {
        kind: 'server',
        status: 500,
        message: 'Erro interno simulado',
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryAllByRole('link', { name: /^Banner:/ })).toHaveLength(0);
  });

  it('writes a sort and a filter to the address, and back restores the previous ones', async () => {
    await open('/campanhas?category=alimentacao');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Mais curtidas' }));
    expect(location()).toBe('/campanhas?category=alimentacao&likes=true');
    // The focus stays where the member pressed.
    expect(screen.getByRole('button', { name: 'Mais curtidas' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mais curtidas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exclusivo' }));
    expect(location()).toBe('/campanhas?category=alimentacao&exclusive=true&likes=true');
    await userEvent.click(screen.getByRole('button', { name: 'test-back' }));
    expect(location()).toBe('/campanhas?category=alimentacao&likes=true');
    expect(screen.getByRole('button', { name: 'Exclusivo' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Mais curtidas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'test-back' }));
    expect(location()).toBe('/campanhas?category=alimentacao');
    expect(screen.getByRole('button', { name: 'Mais curtidas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Following the address is no change of the member's: nothing more is written.
    expect(location()).toBe('/campanhas?category=alimentacao');
  });

  it('reads the sort from the address and lists in that order', async () => {
    const { ports } = await open('/campanhas?alphainverse=true');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Z-A' })).toHaveAttribute('aria-pressed', 'true');
    const names = [...ports.world.partners.map((partner) => partner.name)].sort((a, b) =>
      b.localeCompare(a),
    );
    expect(within(cards()[0]!).getByText(`Parceiro: ${names[0]}`)).toBeInTheDocument();
  });

  it('offers Dinheiro de volta only with cashback_tab', async () => {
    await open('/campanhas?cashback=true', undefined, { permissions: ['engagement'] });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Dinheiro de volta' })).toBeNull();
    // Without the permission the address's cashback filters nothing: every campaign.
    expect(screen.getByText('24 ofertas')).toBeInTheDocument();
  });

  it('filters by cashback with cashback_tab', async () => {
    const { ports } = await open('/campanhas');
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Dinheiro de volta' }));
    expect(location()).toBe('/campanhas?cashback=true');
    const cashback = ports.world.campaigns.filter((campaign) => campaign.eventData?.is_cashback);
    expect(await screen.findByText(`${cashback.length} ofertas`)).toBeInTheDocument();
  });

  it('loads the next page on "Carregar mais" and writes the pages read to the address', async () => {
    await open('/campanhas');
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    await waitFor(() => expect(location()).toBe('/campanhas?page=2'));
  });

  it('opens at the pages the address says were read', async () => {
    await open('/campanhas?page=3');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('shows a failed page with a retry that works', async () => {
    let failures = 1;
    await open('/campanhas', (ports) => {
      const list = ports.campaigns.list.bind(ports.campaigns);
      ports.campaigns.list = async (filters, signal) => {
        if (failures-- > 0) throw new Error('boom');
        return list(filters, signal);
      };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('shows the category, partner, tag and highlight applied, each removable', async () => {
    const { ports } = await open(
      '/campanhas?category=restaurantes&partner=x&tag=verao&highlight=true',
    );
    const applied = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(applied)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Categoria: restaurantes', 'Parceiro: x', 'Tag: verao', 'Destaques']);
    await userEvent.click(within(applied).getByRole('link', { name: 'Remover Tag: verao' }));
    expect(location()).toBe('/campanhas?category=restaurantes&highlight=true&partner=x');
    expect(ports.world.partners.length).toBeGreaterThan(0);
  });

  it("shows the partner's name once its campaigns are in", async () => {
    const { club, ports } = createFakeClub();
    const partner = ports.world.partners[1]!;
    await signInDemo(club);
    renderWithClub(
      <FlowCacheProvider>
        <CampaignsScreen />
      </FlowCacheProvider>,
      { club, route: `/campanhas?partner=${partner.slug}` },
    );
    const applied = await screen.findByRole('list', { name: 'Filtros aplicados' });
    await waitFor(() =>
      expect(within(applied).getByRole('link')).toHaveTextContent(`Parceiro: ${partner.name}`),
    );
    // The list renders its answer deferred, a moment after the filters above it.
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('shows the search results with the query and a way to clear it', async () => {
    const { ports } = await open('/campanhas?query=oferta%201');
    const hits = ports.world.campaigns.filter((campaign) =>
      (campaign.name ?? '').toLowerCase().includes('oferta 1'),
    );
    expect(await screen.findByText('Resultados para “oferta 1”')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(hits.length));
    await userEvent.click(screen.getByRole('link', { name: 'Limpar busca' }));
    expect(location()).toBe('/campanhas');
    expect(screen.queryByText(/Resultados para/)).toBeNull();
  });

  it('says when a search finds nothing', async () => {
    await open('/campanhas?query=nada%20disso');
    expect(
      await screen.findByRole('heading', { name: 'Nenhum resultado para “nada disso”' }),
    ).toBeInTheDocument();
  });

  it('is Meus favoritos with favorites: unfavoriting takes the card out and the count down', async () => {
    const { ports } = await open('/campanhas?favorites=true', (fake) => {
      fake.world.favorites = fake.world.campaigns.slice(0, 3).map((campaign) => campaign.slug);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText('3 ofertas')).toBeInTheDocument();
    // A banner after every 3 campaigns here too (SPEC §2).
    expect(screen.getAllByRole('link', { name: /^Banner:/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Z-A' })).toBeNull();
    const first = ports.world.campaigns[0]!;
    const card = cards().find((article) => article.getAttribute('data-campaign') === first.slug)!;
    const button = within(card).getByRole('button', { pressed: true });
    await userEvent.click(button);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('2 ofertas')).toBeInTheDocument();
    expect(ports.world.favorites).not.toContain(first.slug);
  });

  it('shows the empty favorites with a way to the campaigns', async () => {
    await open('/campanhas?favorites=true');
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as ofertas' })).toHaveAttribute(
      'href',
      '/campanhas',
    );
  });
});

import type { Club } from '@clube/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { Route, Routes, useNavigate } from '../../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowCacheProvider } from '../../runtime/flow-cache.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import HomeScreen from './HomeScreen.tsx';

type FakeClub = ReturnType<typeof createFakeClub>;

async function openHome(
  permissions: string[] = ['awards', 'highlight'],
  prepare: (fake: FakeClub) => void = () => undefined,
): Promise<FakeClub & { club: Club }> {
  const fake = createFakeClub({ company: { permissions } });
  prepare(fake);
  await signInDemo(fake.club);
  renderWithClub(
    <FlowCacheProvider>
      <Routes>
        <Route path="/" element={<HomeScreen />} />
        <Route path="/campanhas" element={<ElsewhereScreen />} />
      </Routes>
    </FlowCacheProvider>,
    { club: fake.club },
  );
  return fake;
}

/** The page a partner leads to, with the browser's "back" and a new link to Home. */
function ElsewhereScreen() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/')}>
        logo
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const serverDown = { kind: 'server', status: 500, message: 'Erro interno simulado' } as const;

describe('HomeScreen', () => {
  it('greets the member in the heading, focused once the page has painted', async () => {
    await openHome();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Olá, Marina Souza!');
    // Not during the first render: focusing there would force a layout.
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
  });

  it('leaves the focus where the member put it before the page painted', async () => {
    await openHome();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveFocus();
    button.remove();
  });

  it('holds the places of the carousel and the shelves while they load', async () => {
    await openHome();
    expect(screen.getByTestId('banners-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('shelves-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Principais Parceiros' })).toBeVisible();
    expect(screen.queryByTestId('shelves-loading')).toBeNull();
    expect(screen.queryByTestId('banners-loading')).toBeNull();
  });

  it('shows the banners in a carousel, each leading to its SPEC target', async () => {
    await openHome();
    const carousel = await screen.findByRole('region', { name: 'Novidades do clube' });
    // The fake's banners: the pharmacy card (vidalink), a showcase, an external link.
    const slides = within(carousel).getAllByRole('tabpanel', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('link', { name: 'Farmácia' })).toHaveAttribute(
      'href',
      '/cartao-farmacia',
    );
    expect(within(slides[1]!).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/vitrine/verao',
    );
    const external = within(slides[2]!).getByRole('link', { hidden: true });
    expect(external).toHaveAttribute('href', 'https://parceiro.example/promo');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('(abre em nova aba)');
  });

  it('moves the carousel by keyboard: the arrow keys go from dot to dot', async () => {
    await openHome();
    const carousel = await screen.findByRole('region', { name: 'Novidades do clube' });
    const dots = within(carousel).getAllByRole('tab');
    expect(dots[0]).toHaveAttribute('aria-selected', 'true');
    dots[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dots[1]).toHaveAttribute('aria-selected', 'true');
    expect(dots[1]).toHaveFocus();
    expect(within(carousel).getAllByRole('tabpanel')).toHaveLength(1);
    expect(within(carousel).getByRole('tabpanel')).toHaveAccessibleName(/2 de 3: Vitrine/);
  });

  it('leads each partner to the campaign list of that partner', async () => {
    const { ports } = await openHome();
    const shelf = await screen.findByRole('region', { name: 'Principais Parceiros' });
    const first = ports.world.partners[0]!;
    const link = within(shelf).getByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/campanhas?partner=${first.slug}`);
    await userEvent.click(link);
    expect(location()).toBe(`/campanhas?partner=${first.slug}`);
  });

  it('shows at most 20 partners a shelf, names cut at 13 characters', async () => {
    const { ports } = await openHome([], (fake) => {
      const more = Array.from({ length: 25 }, (_, index) => ({
        ...fake.ports.world.partners[0]!,
        slug: `parceiro-${index}`,
        name: `Parceiro com nome comprido ${index}`,
      }));
      fake.ports.world.partners.push(...more);
    });
    const shelf = await screen.findByRole('region', { name: 'Principais Parceiros' });
    expect(within(shelf).getAllByRole('listitem')).toHaveLength(20);
    expect(ports.world.partners.length).toBeGreaterThan(20);
    const long = within(shelf).getByRole('link', { name: 'Parceiro com nome comprido 0' });
    // Cut at 13 with no space before the ellipsis (issue 20 item 23).
    expect(long).toHaveTextContent(/^Parceiro com\.\.\.$/);
  });

  it('opens every offer from "see all" of the main shelf', async () => {
    await openHome();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Ver todos: Principais Parceiros' }),
    );
    expect(location()).toBe('/campanhas');
  });

  it('adds the award shelf with awards, its partners leading to their awards', async () => {
    const { ports } = await openHome(['awards']);
    const shelf = await screen.findByRole('region', { name: 'Prêmios' });
    const [first] = within(shelf).getAllByRole('listitem');
    const link = within(first!).getByRole('link');
    const partner = ports.world.partners.find((candidate) => candidate.name === link.ariaLabel);
    expect(partner).toBeDefined();
    expect(link).toHaveAttribute('href', `/premios/${partner?.slug}`);
    expect(within(shelf).getByRole('link', { name: 'Ver todos: Prêmios' })).toHaveAttribute(
      'href',
      '/premios',
    );
  });

  it('has no award shelf without awards', async () => {
    const { ports } = await openHome(['highlight']);
    expect(await screen.findByRole('region', { name: 'Principais Parceiros' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Prêmios' })).toBeNull();
    expect(ports.recordings.calls).not.toContain('awards.partners');
  });

  it('lists the categories, each opening the campaign list of that category', async () => {
    const { ports } = await openHome();
    const categories = screen.getByRole('region', { name: 'Categorias' });
    const first = ports.world.categories[0]!;
    const link = await within(categories).findByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/campanhas?category=${first.slug}`);
    expect(within(categories).getAllByRole('link')).toHaveLength(ports.world.categories.length);
    await userEvent.click(link);
    expect(location()).toBe(`/campanhas?category=${first.slug}`);
  });

  it('offers a retry when the shelves fail, and the retry brings them', async () => {
    await openHome(undefined, (fake) => fake.ports.failNext('campaigns.shelves', serverDown));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os parceiros.',
    );
    // The carousel does not depend on the shelves.
    expect(await screen.findByRole('region', { name: 'Novidades do clube' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Principais Parceiros' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the banners fail, keeping the shelves', async () => {
    await openHome(undefined, (fake) => fake.ports.failNext('campaigns.banners', serverDown));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os banners.',
    );
    expect(await screen.findByRole('region', { name: 'Principais Parceiros' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Novidades do clube' })).toBeVisible();
  });

  it('offers a retry when the categories failed at sign-in', async () => {
    await openHome(undefined, (fake) =>
      fake.ports.failNext('campaigns.categories', { kind: 'server', status: 500, message: 'caiu' }),
    );
    const categories = screen.getByRole('region', { name: 'Categorias' });
    await waitFor(() =>
      expect(within(categories).getByRole('alert')).toHaveTextContent(
        'Não foi possível carregar as categorias.',
      ),
    );
    await userEvent.click(within(categories).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(categories).findAllByRole('link')).not.toHaveLength(0);
  });

  it('says the categories are offline (not a failure of the club) when there is no connection', async () => {
    await openHome(undefined, (fake) =>
      fake.ports.failNext('campaigns.categories', { kind: 'network', message: 'sem rede' }),
    );
    const categories = screen.getByRole('region', { name: 'Categorias' });
    await waitFor(() =>
      expect(within(categories).getByRole('alert')).toHaveTextContent('Você está sem conexão'),
    );
    expect(categories).not.toHaveTextContent('Não foi possível carregar as categorias.');
  });

  it('hides empty shelves and says so when there is none', async () => {
    await openHome([], (fake) => {
      fake.ports.world.partners.length = 0;
      fake.ports.world.banners.length = 0;
    });
    expect(
      await screen.findByRole('heading', { name: 'Ainda não há parceiros por aqui' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Principais Parceiros' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Novidades do clube' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/campanhas');
  });

  describe('scroll', () => {
    const scrolledTo = (y: number) => vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);

    async function leaveHomeAt(y: number) {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      await openHome();
      const shelf = await screen.findByRole('region', { name: 'Principais Parceiros' });
      scrolledTo(y);
      fireEvent.click(within(shelf).getAllByRole('link')[1]!);
      expect(location()).toMatch(/^\/campanhas\?partner=/);
      scrolledTo(0);
      return scrollTo;
    }

    it('lands where the member was on "back", the shelves there at once', async () => {
      const scrollTo = await leaveHomeAt(1200);
      fireEvent.click(screen.getByRole('button', { name: 'back' }));

      expect(screen.queryByTestId('shelves-loading')).toBeNull();
      expect(screen.queryByTestId('banners-loading')).toBeNull();
      expect(scrollTo).toHaveBeenCalledWith({ top: 1200, behavior: 'instant' });
      expect(scrollTo).toHaveBeenCalledTimes(1);
      // The page is there now; the heading, focused after the paint, does not pull it back.
      scrolledTo(1200);
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), {
        timeout: 5000,
      });
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });

    it('focuses the heading without scrolling to it', async () => {
      const focus = vi.spyOn(HTMLElement.prototype, 'focus');
      await openHome();
      await waitFor(() => expect(focus).toHaveBeenCalledWith({ preventScroll: true }), {
        timeout: 5000,
      });
    });

    it('leaves the page to the layout (the top) on a new navigation to Home', async () => {
      const scrollTo = await leaveHomeAt(1200);
      fireEvent.click(screen.getByRole('button', { name: 'logo' }));

      expect(await screen.findByRole('region', { name: 'Principais Parceiros' })).toBeVisible();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});

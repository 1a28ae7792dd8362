import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate, type NavigateFunction } from './hooks.ts';
import { MemoryRouter } from './Router.tsx';
import { Outlet, Route, Routes, useParams } from './Routes.tsx';

/** Hands the test the navigation function. */
function Remote({ into }: { into: (navigate: NavigateFunction) => void }) {
  into(useNavigate());
  return null;
}

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <h1>{name}</h1>
      <Outlet />
    </section>
  );
}

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

function renderAt(path: string, routes: ReactNode) {
  let navigate: NavigateFunction = () => undefined;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{routes}</Routes>
      <Remote into={(given) => (navigate = given)} />
    </MemoryRouter>,
  );
  return { ...view, go: (to: string) => act(() => navigate(to)) };
}

const table = (
  <Route path="/" element={<Layout name="app" />}>
    <Route index element={<p>home</p>} />
    <Route path="campanhas" element={<Layout name="campaigns" />}>
      <Route index element={<p>all campaigns</p>} />
      <Route path=":campaignSlug" element={<Params />} />
    </Route>
    <Route path="recompensas">
      <Route path="catalogo" element={<p>catalogue</p>} />
      <Route path=":partnerSlug" element={<Params />} />
    </Route>
    <Route path="*" element={<p>not found</p>} />
  </Route>
);

describe('<Routes>', () => {
  it('renders the matched chain, each route in its parent outlet', () => {
    const { go } = renderAt('/', table);
    expect(screen.getByRole('heading').textContent).toBe('app');
    expect(screen.getByText('home')).toBeInTheDocument();
    go('/campanhas');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['app', 'campaigns']);
    expect(screen.getByText('all campaigns')).toBeInTheDocument();
    expect(screen.queryByText('home')).toBeNull();
    go('/campanhas/caf%C3%A9');
    expect(screen.getByTestId('params').textContent).toBe('{"campaignSlug":"café"}');
    expect(screen.getByRole('region', { name: 'campaigns' })).toContainElement(
      screen.getByTestId('params'),
    );
  });

  it('renders the child of a route without element in its place', () => {
    const { go } = renderAt('/recompensas/catalogo', table);
    expect(screen.getByText('catalogue')).toBeInTheDocument();
    go('/recompensas/acme');
    expect(screen.getByTestId('params').textContent).toBe('{"partnerSlug":"acme"}');
  });

  it('shows the catch-all where nothing else matches, nothing without one', () => {
    renderAt('/nada/aqui', table);
    expect(screen.getByText('not found')).toBeInTheDocument();
    const { container } = render(
      <MemoryRouter initialEntries={['/nada']}>
        <div data-testid="empty">
          <Routes>
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </div>
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-testid="empty"]')?.childNodes).toHaveLength(0);
  });

  it('keeps the shown route mounted across a change of its params', () => {
    const mounted = vi.fn();
    function Counted() {
      useEffect(() => mounted(), []);
      return <Params />;
    }
    const { go } = renderAt('/c/a', <Route path="/c/:slug" element={<Counted />} />);
    expect(screen.getByTestId('params').textContent).toBe('{"slug":"a"}');
    go('/c/b');
    expect(screen.getByTestId('params').textContent).toBe('{"slug":"b"}');
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('matches descendant <Routes> beneath a "/*" route', () => {
    function Member() {
      return (
        <Routes>
          <Route path="/" element={<Layout name="member" />}>
            <Route index element={<p>member home</p>} />
            <Route path="perfil" element={<p>profile</p>} />
          </Route>
          <Route path="*" element={<p>member not found</p>} />
        </Routes>
      );
    }
    const { go } = renderAt(
      '/',
      <>
        <Route path="/entrar" element={<p>sign in</p>} />
        <Route path="/*" element={<Member />} />
      </>,
    );
    expect(screen.getByText('member home')).toBeInTheDocument();
    go('/perfil');
    expect(screen.getByText('profile')).toBeInTheDocument();
    go('/entrar');
    expect(screen.getByText('sign in')).toBeInTheDocument();
    go('/x/y');
    expect(screen.getByText('member not found')).toBeInTheDocument();
  });

  it('starts the relative paths of descendant <Routes> where the parent match ends', () => {
    function Rewards() {
      return (
        <Routes>
          <Route path="catalogo" element={<p>catalogue</p>} />
          <Route path=":partnerSlug" element={<Params />} />
        </Routes>
      );
    }
    const { go } = renderAt(
      '/recompensas/catalogo',
      <Route path="/recompensas/*" element={<Rewards />} />,
    );
    expect(screen.getByText('catalogue')).toBeInTheDocument();
    go('/recompensas/acme');
    // The parent's splat stays among the params, as a route beneath it sees the whole match.
    expect(JSON.parse(screen.getByTestId('params').textContent!)).toEqual({
      '*': 'acme',
      partnerSlug: 'acme',
    });
    go('/catalogo');
    expect(screen.queryByText('catalogue')).toBeNull();
  });

  it('renders again when the path changes, not for a query alone', () => {
    const rendered = vi.fn();
    function Screen() {
      rendered();
      return <p data-testid="slug">{useParams().x}</p>;
    }
    const { go } = renderAt('/a', <Route path="/:x" element={<Screen />} />);
    const before = rendered.mock.calls.length;
    go('/a?q=1');
    expect(rendered).toHaveBeenCalledTimes(before);
    go('/b');
    expect(rendered.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByTestId('slug').textContent).toBe('b');
  });

  it('refuses a <Route> rendered on its own and <Routes> outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Route path="/" />)).toThrow(/only as a child of <Routes>/);
    expect(() =>
      render(
        <Routes>
          <Route path="/" />
        </Routes>,
      ),
    ).toThrow(/<Routes> may be used only inside a <BrowserRouter> or <MemoryRouter>/);
  });
});

describe('descendant <Routes> (found in review)', () => {
  it("see the enclosing route's params", () => {
    function Campaign() {
      return (
        <Routes>
          <Route path="premios" element={<Params />} />
        </Routes>
      );
    }
    renderAt(
      '/campanhas/pizza/premios',
      <Route path="/campanhas/:campaignSlug/*" element={<Campaign />} />,
    );
    expect(JSON.parse(screen.getByTestId('params').textContent!)).toMatchObject({
      campaignSlug: 'pizza',
    });
  });
});

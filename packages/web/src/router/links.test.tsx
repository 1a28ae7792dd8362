import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction } from './hooks.ts';
import { Link, Navigate, NavLink } from './links.tsx';
import { MemoryRouter } from './Router.tsx';
import { Route, Routes } from './Routes.tsx';

/** The address shown, how it was reached and what it carries. */
function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="type">{useNavigationType()}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function Remote({ into }: { into: (navigate: NavigateFunction) => void }) {
  into(useNavigate());
  return null;
}

function renderAt(entries: string[], children: ReactNode) {
  let navigate: NavigateFunction = () => undefined;
  render(
    <MemoryRouter initialEntries={entries}>
      {children}
      <Where />
      <Remote into={(given) => (navigate = given)} />
    </MemoryRouter>,
  );
  return { go: (to: string | number) => act(() => navigate(to)) };
}

/** Clicks; true when the app left the click to the browser (did not prevent it). */
function leftToBrowser(element: Element, init?: MouseEventInit) {
  let left = false;
  // jsdom cannot open another document: what the browser would do is only recorded.
  const browser = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser, { once: true });
  fireEvent.click(element, init);
  return left;
}

const where = () => screen.getByTestId('where').textContent;
const type = () => screen.getByTestId('type').textContent;

describe('<Link>', () => {
  it('writes its address in href, resolved from the current path', () => {
    renderAt(
      ['/campanhas/pizza'],
      <>
        <Link to="/recompensas">abs</Link>
        <Link to="?page=2">query</Link>
        <Link to="../cafe">rel</Link>
        <Link to={{ pathname: '/x', hash: 'y' }}>object</Link>
        <Link to="https://example.com/a">ext</Link>
      </>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('abs')).toBe('/recompensas');
    expect(href('query')).toBe('/campanhas/pizza?page=2');
    expect(href('rel')).toBe('/campanhas/cafe');
    expect(href('object')).toBe('/x#y');
    expect(href('ext')).toBe('https://example.com/a');
  });

  it('navigates on a plain click, carrying its state', () => {
    renderAt(
      ['/'],
      <Link to="/campanhas?partner=acme" state={{ from: 'home' }}>
        go
      </Link>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'go' }))).toBe(false);
    expect(where()).toBe('/campanhas?partner=acme');
    expect(type()).toBe('PUSH');
    expect(screen.getByTestId('state').textContent).toBe('{"from":"home"}');
  });

  it('leaves modified clicks, other targets and outside addresses to the browser', () => {
    renderAt(
      ['/'],
      <>
        <Link to="/campanhas">in</Link>
        <Link to="/campanhas" target="_blank">
          tab
        </Link>
        <Link to="https://example.com">out</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'in' });
    expect(leftToBrowser(link, { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link, { metaKey: true })).toBe(true);
    expect(leftToBrowser(link, { altKey: true })).toBe(true);
    expect(leftToBrowser(link, { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link, { button: 1 })).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'tab' }))).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'out' }))).toBe(true);
    expect(where()).toBe('/');
    expect(type()).toBe('POP');
  });

  it('navigates with target="_self"', () => {
    renderAt(
      ['/'],
      <Link to="/campanhas" target="_self">
        self
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'self' }));
    expect(where()).toBe('/campanhas');
  });

  it('calls its onClick first, which may keep the click from navigating', () => {
    const seen = vi.fn();
    renderAt(
      ['/'],
      <>
        <Link to="/a" onClick={() => seen()}>
          a
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          b
        </Link>
      </>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'b' }))).toBe(false);
    expect(where()).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'a' }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/a');
  });

  it('swaps the entry for a link to the address shown, rather than adding one', () => {
    const { go } = renderAt(['/inicio', '/campanhas'], <Link to="/campanhas">same</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'same' }));
    expect(type()).toBe('REPLACE');
    expect(where()).toBe('/campanhas');
    // No second /campanhas: one step back is the entry before it.
    go(-1);
    expect(where()).toBe('/inicio');
  });

  it('adds an entry for another query of the same path, and obeys an explicit replace', () => {
    renderAt(
      ['/campanhas'],
      <>
        <Link to="/campanhas?page=2">next</Link>
        <Link to="/perfil" replace>
          profile
        </Link>
        <Link to="/campanhas?page=2" replace={false}>
          again
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(type()).toBe('PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'again' }));
    expect(type()).toBe('PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'profile' }));
    expect(type()).toBe('REPLACE');
    expect(where()).toBe('/perfil');
  });

  it('forwards its ref and anchor attributes', () => {
    let anchor: HTMLAnchorElement | null = null;
    renderAt(
      ['/'],
      <Link
        to="/a"
        className="k"
        ref={(node) => {
          anchor = node;
        }}
      >
        a
      </Link>,
    );
    expect(anchor).toBe(screen.getByRole('link', { name: 'a' }));
    expect(screen.getByRole('link', { name: 'a' })).toHaveClass('k');
  });
});

describe('<NavLink>', () => {
  function Nav({ end }: { end?: boolean }) {
    return (
      <nav>
        <NavLink to="/">home</NavLink>
        <NavLink to="/campanhas" end={end}>
          campaigns
        </NavLink>
      </nav>
    );
  }
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');

  it('is the current page at its path and beneath it', () => {
    const { go } = renderAt(['/campanhas'], <Nav />);
    expect(current('campaigns')).toBe('page');
    expect(current('home')).toBeNull();
    go('/campanhas/pizza');
    expect(current('campaigns')).toBe('page');
    go('/Campanhas');
    expect(current('campaigns')).toBe('page');
    go('/campanhasx');
    expect(current('campaigns')).toBeNull();
    go('/');
    expect(current('home')).toBe('page');
    expect(current('campaigns')).toBeNull();
  });

  it('is not the current page beneath its path with end', () => {
    const { go } = renderAt(['/campanhas'], <Nav end />);
    expect(current('campaigns')).toBe('page');
    go('/campanhas/pizza');
    expect(current('campaigns')).toBeNull();
  });

  it('ignores the query of its address', () => {
    renderAt(['/campanhas'], <NavLink to="/campanhas?favorites=true">fav</NavLink>);
    expect(current('fav')).toBe('page');
  });
});

describe('<Navigate>', () => {
  it('redirects as soon as it is shown, swapping the entry and carrying the state', () => {
    const { go } = renderAt(
      ['/inicio', '/antigo'],
      <Routes>
        <Route
          path="/antigo"
          element={<Navigate to="/novo" replace state={{ notice: 'moved' }} />}
        />
        <Route path="/novo" element={<p>new</p>} />
      </Routes>,
    );
    expect(screen.getByText('new')).toBeInTheDocument();
    expect(where()).toBe('/novo');
    expect(type()).toBe('REPLACE');
    expect(screen.getByTestId('state').textContent).toBe('{"notice":"moved"}');
    go(-1);
    expect(where()).toBe('/inicio');
  });

  it('pushes without replace', () => {
    const { go } = renderAt(
      ['/antigo'],
      <Routes>
        <Route path="/antigo" element={<Navigate to="/novo" />} />
      </Routes>,
    );
    expect(type()).toBe('PUSH');
    go(-1);
    // Back at the old address, which redirects again.
    expect(where()).toBe('/novo');
  });

  it('follows a relative address from the current path', () => {
    renderAt(
      ['/termos'],
      <Routes>
        <Route path="/termos" element={<Navigate to="usuario" replace />} />
      </Routes>,
    );
    expect(where()).toBe('/termos/usuario');
  });

  it('redirects once when its parent renders again', () => {
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>{count}</button>
          <Navigate to="/x" />
        </>
      );
    }
    const { go } = renderAt(['/'], <Parent />);
    expect(where()).toBe('/x');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('1');
    // One entry was added, not one per render.
    go(-1);
    expect(where()).toBe('/');
  });
});

describe('links relative to the address (found in review)', () => {
  it('a relative link that nothing renders again follows the address', () => {
    const { go } = renderAt(
      ['/'],
      <header>
        <Link to="?lang=en">en</Link>
      </header>,
    );
    go('/campanhas');
    const link = screen.getByRole('link', { name: 'en' });
    expect(link.getAttribute('href')).toBe('/campanhas?lang=en');
    fireEvent.click(link);
    expect(where()).toBe('/campanhas?lang=en');
  });

  it('<Navigate> to a query alone stays on the current path', () => {
    renderAt(
      ['/campanhas'],
      <Routes>
        <Route path="/campanhas" element={<Navigate to={{ search: '?page=2' }} replace />} />
      </Routes>,
    );
    expect(where()).toBe('/campanhas?page=2');
  });
});

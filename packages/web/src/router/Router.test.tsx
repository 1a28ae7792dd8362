import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, type History } from './history.ts';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction } from './hooks.ts';
import { BrowserRouter, MemoryRouter, Router } from './Router.tsx';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>
  );
}
/** Hands the test the navigation function. */
function Remote({ into }: { into: (navigate: NavigateFunction) => void }) {
  into(useNavigate());
  return null;
}

const where = () => screen.getByTestId('where').textContent;

describe('<Router>', () => {
  it('follows its history', () => {
    const history = createMemoryHistory(['/a']);
    render(
      <Router history={history}>
        <Where />
      </Router>,
    );
    expect(where()).toBe('POP /a');
    act(() => history.push('/b?x=1'));
    expect(where()).toBe('PUSH /b?x=1');
    act(() => history.go(-1));
    expect(where()).toBe('POP /a');
  });

  it('does not miss a change made before it listens', () => {
    const history = createMemoryHistory(['/a']);
    // A child's layout effect runs before the router's: the router is not listening yet.
    function EarlyRedirect({ history: given }: { history: History }) {
      useLayoutEffect(() => given.replace('/b'), [given]);
      return null;
    }
    render(
      <Router history={history}>
        <EarlyRedirect history={history} />
        <Where />
      </Router>,
    );
    expect(where()).toBe('REPLACE /b');
  });

  it('MemoryRouter starts at the entry given', () => {
    render(
      <MemoryRouter initialEntries={['/a', '/b', '/c']} initialIndex={1}>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('POP /b');
  });
});

describe('<BrowserRouter>', () => {
  beforeEach(() => window.history.replaceState(null, '', '/campanhas?page=2'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the address bar, writes to it, and follows back and forward', () => {
    let navigate: NavigateFunction = () => undefined;
    render(
      <BrowserRouter>
        <Where />
        <Remote into={(given) => (navigate = given)} />
      </BrowserRouter>,
    );
    expect(where()).toBe('POP /campanhas?page=2');
    act(() => navigate('/perfil', { state: 'n' }));
    expect(window.location.pathname).toBe('/perfil');
    expect(window.history.state).toMatchObject({ usr: 'n' });
    expect(where()).toBe('PUSH /perfil');
    act(() => {
      window.history.replaceState(null, '', '/recompensas');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('POP /recompensas');
  });
});

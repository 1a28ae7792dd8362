import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useMatch, useNavigate, useNavigationType, useSearchParams } from './hooks.ts';
import { MemoryRouter } from './Router.tsx';
import { Route, Routes, useOutlet, useParams } from './Routes.tsx';

const inRouter =
  (initialEntries: string[], initialIndex?: number) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      {children}
    </MemoryRouter>
  );

/** The navigation function and what it changes. */
function useRouterProbe() {
  const location = useLocation();
  return {
    navigate: useNavigate(),
    address: `${location.pathname}${location.search}${location.hash}`,
    state: location.state,
    type: useNavigationType(),
  };
}

describe('useNavigate', () => {
  it('pushes, replaces, and carries the state', () => {
    const { result } = renderHook(useRouterProbe, { wrapper: inRouter(['/a']) });
    expect(result.current).toMatchObject({ address: '/a', type: 'POP', state: null });
    act(() => result.current.navigate('/b?x=1#h', { state: { notice: 'n' } }));
    expect(result.current).toMatchObject({
      address: '/b?x=1#h',
      type: 'PUSH',
      state: { notice: 'n' },
    });
    act(() => result.current.navigate('/c', { replace: true }));
    expect(result.current).toMatchObject({ address: '/c', type: 'REPLACE', state: null });
    // /c took the place of /b: back is /a.
    act(() => result.current.navigate(-1));
    expect(result.current).toMatchObject({ address: '/a', type: 'POP' });
  });

  it('goes back with -1 and forward with 1', () => {
    const { result } = renderHook(useRouterProbe, { wrapper: inRouter(['/a', '/b', '/c'], 1) });
    act(() => result.current.navigate(-1));
    expect(result.current.address).toBe('/a');
    act(() => result.current.navigate(2));
    expect(result.current.address).toBe('/c');
  });

  it('follows relative paths, a query or a hash from the current path', () => {
    const { result } = renderHook(useRouterProbe, { wrapper: inRouter(['/campanhas/pizza']) });
    act(() => result.current.navigate('?page=2'));
    expect(result.current.address).toBe('/campanhas/pizza?page=2');
    // A hash alone keeps the query too, as a plain `<a href="#topo">` does.
    act(() => result.current.navigate('#topo'));
    expect(result.current.address).toBe('/campanhas/pizza?page=2#topo');
    act(() => result.current.navigate('../cafe'));
    expect(result.current.address).toBe('/campanhas/cafe');
    act(() => result.current.navigate({ search: '?q=1' }));
    expect(result.current.address).toBe('/campanhas/cafe?q=1');
  });

  it('resolves from the latest address, even before a render shows it', () => {
    const { result } = renderHook(useRouterProbe, { wrapper: inRouter(['/a']) });
    act(() => {
      result.current.navigate('/campanhas/x');
      result.current.navigate('../y');
    });
    expect(result.current.address).toBe('/campanhas/y');
  });

  it('returns the same function across navigations', () => {
    const { result } = renderHook(useRouterProbe, { wrapper: inRouter(['/a']) });
    const first = result.current.navigate;
    act(() => first('/b'));
    act(() => first('/c', { replace: true }));
    act(() => first(-1));
    expect(result.current.address).toBe('/a');
    expect(result.current.navigate).toBe(first);
  });
});

describe('useSearchParams', () => {
  it('reads the query, the same object until the query changes', () => {
    const { result } = renderHook(
      () => ({ search: useSearchParams()[0], navigate: useNavigate() }),
      { wrapper: inRouter(['/campanhas?partner=acme&page=2']) },
    );
    const first = result.current.search;
    expect(first.get('partner')).toBe('acme');
    expect(first.get('page')).toBe('2');
    act(() => result.current.navigate('?partner=acme&page=2#h'));
    expect(result.current.search).toBe(first);
    act(() => result.current.navigate('?page=3'));
    expect(result.current.search.get('page')).toBe('3');
  });

  it('sets the query, keeping the path', () => {
    const { result } = renderHook(() => ({ params: useSearchParams(), probe: useRouterProbe() }), {
      wrapper: inRouter(['/campanhas?partner=acme#h']),
    });
    act(() => result.current.params[1]({ query: 'borda recheada', page: '2' }));
    expect(result.current.probe).toMatchObject({
      address: '/campanhas?query=borda+recheada&page=2',
      type: 'PUSH',
    });
    act(() => result.current.params[1](new URLSearchParams('a=1'), { replace: true }));
    expect(result.current.probe).toMatchObject({ address: '/campanhas?a=1', type: 'REPLACE' });
    act(() => result.current.params[1]({}));
    expect(result.current.probe.address).toBe('/campanhas');
    expect(result.current.params[0].toString()).toBe('');
  });
});

describe('useMatch', () => {
  it('matches a pattern against the current path', () => {
    const { result } = renderHook(
      () => ({
        exact: useMatch('/recompensas'),
        start: useMatch({ path: '/recompensas', end: false }),
        param: useMatch('/recompensas/:partnerSlug'),
      }),
      { wrapper: inRouter(['/recompensas/loja']) },
    );
    expect(result.current.exact).toBeNull();
    expect(result.current.start?.pathname).toBe('/recompensas');
    expect(result.current.param?.params).toEqual({ partnerSlug: 'loja' });
  });
});

describe('useParams and useOutlet', () => {
  function Show() {
    const params = useParams();
    const outlet = useOutlet();
    return <p data-testid="show">{`${JSON.stringify(params)} ${outlet === null}`}</p>;
  }

  it('gives the params of the matched routes, and no outlet at a leaf', () => {
    render(
      <MemoryRouter initialEntries={['/parceiros/acme/campanhas/caf%C3%A9']}>
        <Routes>
          <Route path="/parceiros/:partnerSlug">
            <Route path="campanhas/:campaignSlug" element={<Show />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('show').textContent).toBe(
      '{"partnerSlug":"acme","campaignSlug":"café"} true',
    );
  });

  it('gives no params outside any route', () => {
    const { result } = renderHook(useParams, { wrapper: inRouter(['/x']) });
    expect(result.current).toEqual({});
  });
});

describe('outside a router', () => {
  it('says which hook needs a router', () => {
    // React reports the error thrown in render: keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = /may be used only inside a <BrowserRouter> or <MemoryRouter>/;
    expect(() => renderHook(useNavigate)).toThrow(/useNavigate\(\)/);
    expect(() => renderHook(useNavigate)).toThrow(message);
    expect(() => renderHook(useLocation)).toThrow(/useLocation\(\)/);
    expect(() => renderHook(useNavigationType)).toThrow(/useNavigationType\(\)/);
    expect(() => renderHook(useSearchParams)).toThrow(message);
    expect(() => renderHook(() => useMatch('/'))).toThrow(message);
  });
});

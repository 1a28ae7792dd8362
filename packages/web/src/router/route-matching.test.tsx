import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from './route-matching.ts';
import { Route } from './Routes.tsx';

/** The paths of a matched chain, outermost first, or null. */
const chainOf = (routes: RouteObject[], pathname: string, base?: string) =>
  matchRoutes(routes, pathname, base)?.map(({ route }) =>
    route.index ? 'index' : (route.path ?? 'layout'),
  ) ?? null;

describe('createRoutesFromChildren', () => {
  it('reads <Route> elements, opens fragments and makes relative paths absolute', () => {
    const home = <p>home</p>;
    const routes = createRoutesFromChildren(
      <>
        <Route path="/" element={home}>
          <Route index element={<p>index</p>} />
          <>
            <Route path="campanhas" />
          </>
        </Route>
        <Route path="/recompensas">
          <Route path="catalogo" />
          <Route path="/recompensas/resgate/:campaignSlug" />
        </Route>
        <Route>
          <Route path="perfil/" />
        </Route>
        {null}
        {'text'}
      </>,
    );
    expect(routes.map((route) => route.path)).toEqual(['/', '/recompensas', undefined]);
    expect(routes[0]?.element).toBe(home);
    expect(routes[0]?.children.map(({ path, index }) => ({ path, index }))).toEqual([
      { path: undefined, index: true },
      { path: '/campanhas', index: false },
    ]);
    expect(routes[1]?.children.map((route) => route.path)).toEqual([
      '/recompensas/catalogo',
      '/recompensas/resgate/:campaignSlug',
    ]);
    expect(routes[2]?.children[0]?.path).toBe('/perfil/');
  });

  it('starts relative paths at the base given', () => {
    const routes = createRoutesFromChildren(<Route path="catalogo" />, '/recompensas');
    expect(routes[0]?.path).toBe('/recompensas/catalogo');
  });

  it('gives an index route no children', () => {
    const routes = createRoutesFromChildren(
      <Route index>
        <Route path="x" />
      </Route>,
    );
    expect(routes[0]?.children).toEqual([]);
  });
});

// The app's routes, flat: the order of declaration must not decide the match.
const appPaths = [
  '/',
  '/campanhas',
  '/campanhas/:campaignSlug',
  '/recompensas',
  '/recompensas/catalogo',
  '/recompensas/:partnerSlug',
  '/recompensas/resgate/:campaignSlug',
  '*',
];
const declare = (paths: string[]) =>
  createRoutesFromChildren(paths.map((path) => <Route key={path} path={path} />));

const expected: Record<string, string> = {
  '/': '/',
  '/campanhas': '/campanhas',
  '/campanhas/': '/campanhas',
  '/Campanhas/pizza': '/campanhas/:campaignSlug',
  '/recompensas': '/recompensas',
  '/recompensas/catalogo': '/recompensas/catalogo',
  '/recompensas/loja': '/recompensas/:partnerSlug',
  '/recompensas/resgate': '/recompensas/:partnerSlug',
  '/recompensas/resgate/natal': '/recompensas/resgate/:campaignSlug',
  '/recompensas/catalogo/x': '/*',
  '/nada': '/*',
};

describe('matchRoutes', () => {
  it('prefers the most specific path, whatever the order of declaration', () => {
    for (const order of [appPaths, [...appPaths].reverse()]) {
      const routes = declare(order);
      for (const [pathname, path] of Object.entries(expected)) {
        expect(chainOf(routes, pathname), pathname).toEqual([path]);
      }
    }
  });

  it('matches the same route for any order of any subset of the routes', () => {
    const byOrder = (paths: string[]) => {
      const routes = declare(paths);
      return Object.keys(expected).map((pathname) => chainOf(routes, pathname));
    };
    fc.assert(
      fc.property(
        fc
          .shuffledSubarray(appPaths, { minLength: 1 })
          .chain((subset) =>
            fc.tuple(
              fc.constant(subset),
              fc.shuffledSubarray(subset, { minLength: subset.length }),
            ),
          ),
        ([subset, shuffled]) => {
          const canonical = appPaths.filter((path) => subset.includes(path));
          expect(byOrder(shuffled)).toEqual(byOrder(canonical));
        },
      ),
    );
  });

  it('gives the static route over the param route in the nested form too', () => {
    for (const children of [
      [<Route key="p" path=":partnerSlug" />, <Route key="c" path="catalogo" />],
      [<Route key="c" path="catalogo" />, <Route key="p" path=":partnerSlug" />],
    ]) {
      const routes = createRoutesFromChildren(<Route path="/recompensas">{children}</Route>);
      expect(chainOf(routes, '/recompensas/catalogo')).toEqual([
        '/recompensas',
        '/recompensas/catalogo',
      ]);
      expect(chainOf(routes, '/recompensas/loja')).toEqual([
        '/recompensas',
        '/recompensas/:partnerSlug',
      ]);
    }
  });

  it("matches an index route at its parent's path, and the parent alone without one", () => {
    const withIndex = createRoutesFromChildren(
      <Route path="/resgates">
        <Route path="codigos" />
        <Route index />
      </Route>,
    );
    expect(chainOf(withIndex, '/resgates')).toEqual(['/resgates', 'index']);
    expect(chainOf(withIndex, '/resgates/codigos')).toEqual(['/resgates', '/resgates/codigos']);
    const withoutIndex = createRoutesFromChildren(
      <Route path="/resgates">
        <Route path="codigos" />
      </Route>,
    );
    expect(chainOf(withoutIndex, '/resgates')).toEqual(['/resgates']);
  });

  it('prefers the index route over a catch-all beneath the same parent', () => {
    const routes = createRoutesFromChildren(
      <Route path="/resgates">
        <Route path="*" />
        <Route index />
      </Route>,
    );
    expect(chainOf(routes, '/resgates')).toEqual(['/resgates', 'index']);
    expect(chainOf(routes, '/resgates/x')).toEqual(['/resgates', '/resgates/*']);
  });

  it('reaches a pathless layout through its children only', () => {
    const layout = <p>layout</p>;
    const routes = createRoutesFromChildren(
      <>
        <Route element={layout}>
          <Route path="/perfil" />
          <Route path="editar" />
        </Route>
        <Route path="*" />
      </>,
    );
    const perfil = matchRoutes(routes, '/perfil');
    expect(perfil?.map((match) => match.route.path)).toEqual([undefined, '/perfil']);
    expect(perfil?.[0]?.route.element).toBe(layout);
    expect(chainOf(routes, '/editar')).toEqual(['layout', '/editar']);
    // The layout alone is no screen: an address of none of its children goes to the catch-all.
    expect(chainOf(routes, '/')).toEqual(['/*']);
  });

  it('keeps the catch-all for the addresses nothing else matches', () => {
    const routes = declare(['*', '/', '/campanhas']);
    expect(chainOf(routes, '/')).toEqual(['/']);
    expect(chainOf(routes, '/campanhas')).toEqual(['/campanhas']);
    expect(matchRoutes(routes, '/x/y')?.[0]?.params).toEqual({ '*': 'x/y' });
    expect(matchRoutes(declare(['/', '/campanhas']), '/x')).toBeNull();
  });

  it('accumulates params down a nested chain', () => {
    const routes = createRoutesFromChildren(
      <Route path="/parceiros/:partnerSlug">
        <Route path="campanhas/:campaignSlug">
          <Route path="premios/:awardId" />
        </Route>
      </Route>,
    );
    const matches = matchRoutes(routes, '/parceiros/acme/campanhas/natal/premios/7');
    expect(matches?.map((match) => match.params)).toEqual([
      { partnerSlug: 'acme' },
      { partnerSlug: 'acme', campaignSlug: 'natal' },
      { partnerSlug: 'acme', campaignSlug: 'natal', awardId: '7' },
    ]);
    expect(matches?.map((match) => match.pathname)).toEqual([
      '/parceiros/acme',
      '/parceiros/acme/campanhas/natal',
      '/parceiros/acme/campanhas/natal/premios/7',
    ]);
  });

  it('matches descendant routes beneath a base', () => {
    const routes = createRoutesFromChildren(
      <>
        <Route path="catalogo" />
        <Route path=":partnerSlug" />
      </>,
      '/recompensas',
    );
    expect(chainOf(routes, '/recompensas/catalogo', '/recompensas')).toEqual([
      '/recompensas/catalogo',
    ]);
    expect(matchRoutes(routes, '/recompensas/loja', '/recompensas')?.[0]?.params).toEqual({
      partnerSlug: 'loja',
    });
    expect(matchRoutes(routes, '/campanhas/loja', '/recompensas')).toBeNull();
  });

  it("matches a descendant pathless layout's children beneath the base", () => {
    const routes = createRoutesFromChildren(
      <Route element={<p>layout</p>}>
        <Route path="catalogo" />
      </Route>,
      '/recompensas',
    );
    expect(chainOf(routes, '/recompensas/catalogo', '/recompensas')).toEqual([
      'layout',
      '/recompensas/catalogo',
    ]);
  });

  it('finds a match for an address exactly when some route matches it alone', () => {
    const routes = declare(appPaths.filter((path) => path !== '*'));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('campanhas', 'recompensas', 'catalogo', 'resgate', 'x'), {
          maxLength: 4,
        }),
        (segments) => {
          const pathname = `/${segments.join('/')}`;
          const matches = matchRoutes(routes, pathname);
          const pathsMatching = declare(appPaths.filter((path) => path !== '*')).filter(
            (route) => matchRoutes([route], pathname) !== null,
          );
          expect(matches === null).toBe(pathsMatching.length === 0);
        },
      ),
    );
  });
});

describe('matchRoutes inside another route (found in review)', () => {
  it("scores an index route at the base, so it beats a catch-all at the parent's own path", () => {
    const routes = createRoutesFromChildren(
      <>
        <Route path="*" />
        <Route index />
      </>,
      '/recompensas',
    );
    expect(chainOf(routes, '/recompensas', '/recompensas')).toEqual(['index']);
    expect(chainOf(routes, '/recompensas/x', '/recompensas')).toEqual(['/recompensas/*']);
  });

  it('keeps the parent match’s params under its own', () => {
    const routes = createRoutesFromChildren(<Route path="premios" />, '/campanhas/pizza');
    const matches = matchRoutes(routes, '/campanhas/pizza/premios', '/campanhas/pizza', {
      campaignSlug: 'pizza',
    });
    expect(matches?.at(-1)?.params).toEqual({ campaignSlug: 'pizza' });
  });

  it('weighs an optional segment as nothing: a static sibling declared first still wins', () => {
    const routes = createRoutesFromChildren(
      <>
        <Route path="/vitrine" />
        <Route path="/vitrine/:tag?" />
      </>,
    );
    expect(chainOf(routes, '/vitrine')).toEqual(['/vitrine']);
    expect(chainOf(routes, '/vitrine/cafe')).toEqual(['/vitrine/:tag?']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path.ts';

describe('matchPath', () => {
  it('matches a static path, and nothing else', () => {
    expect(matchPath('/campanhas', '/campanhas')).toEqual({
      params: {},
      pathname: '/campanhas',
      pathnameBase: '/campanhas',
    });
    expect(matchPath('/campanhas', '/campanha')).toBeNull();
    expect(matchPath('/campanhas', '/campanhas/x')).toBeNull();
    expect(matchPath('/a.b', '/aXb')).toBeNull();
  });

  it('reads params, decoded', () => {
    expect(matchPath('/campanhas/:campaignSlug', '/campanhas/caf%C3%A9')).toEqual({
      params: { campaignSlug: 'café' },
      pathname: '/campanhas/caf%C3%A9',
      pathnameBase: '/campanhas/caf%C3%A9',
    });
    expect(matchPath('/a/:x/b/:y', '/a/1/b/2')?.params).toEqual({ x: '1', y: '2' });
    expect(matchPath('/campanhas/:campaignSlug', '/campanhas/')).toBeNull();
  });

  it('keeps a malformed escape raw', () => {
    expect(matchPath('/campanhas/:slug', '/campanhas/100%')?.params).toEqual({ slug: '100%' });
    expect(matchPath('/campanhas/:slug', '/campanhas/%E0%A4%A')?.params).toEqual({
      slug: '%E0%A4%A',
    });
  });

  it('ignores case, and gives the address as typed', () => {
    expect(matchPath('/campanhas', '/Campanhas')?.pathname).toBe('/Campanhas');
    expect(matchPath('/recompensas/catalogo', '/RECOMPENSAS/Catalogo')).not.toBeNull();
  });

  it('takes a trailing slash on either side', () => {
    expect(matchPath('/campanhas', '/campanhas/')).toEqual({
      params: {},
      pathname: '/campanhas/',
      pathnameBase: '/campanhas',
    });
    expect(matchPath('/campanhas/', '/campanhas')?.pathname).toBe('/campanhas');
  });

  it('matches the start only with end: false, at a segment boundary', () => {
    const pattern = { path: '/recompensas', end: false };
    expect(matchPath(pattern, '/recompensas/catalogo')).toEqual({
      params: {},
      pathname: '/recompensas',
      pathnameBase: '/recompensas',
    });
    expect(matchPath(pattern, '/recompensas')).not.toBeNull();
    expect(matchPath(pattern, '/recompensasx')).toBeNull();
    expect(matchPath('/recompensas', '/recompensas/catalogo')).toBeNull();
    expect(matchPath({ path: '/c/:slug', end: false }, '/c/pizza/x')?.params).toEqual({
      slug: 'pizza',
    });
  });

  it('gives what a splat matched, and where the routes beneath it start', () => {
    expect(matchPath('/*', '/a/b')).toEqual({
      params: { '*': 'a/b' },
      pathname: '/a/b',
      pathnameBase: '/',
    });
    expect(matchPath('*', '/x')?.params).toEqual({ '*': 'x' });
    expect(matchPath('/a/*', '/a/b/c')).toEqual({
      params: { '*': 'b/c' },
      pathname: '/a/b/c',
      pathnameBase: '/a',
    });
    expect(matchPath('/a/*', '/a')?.pathnameBase).toBe('/a');
    expect(matchPath('/a/*', '/a/')?.pathnameBase).toBe('/a');
    expect(matchPath('/a/*', '/ab')).toBeNull();
    expect(matchPath('/a/:b/*', '/a/1/x/y')).toEqual({
      params: { b: '1', '*': 'x/y' },
      pathname: '/a/1/x/y',
      pathnameBase: '/a/1',
    });
  });

  it('matches the root alone with end, every path without', () => {
    expect(matchPath('/', '/')).toEqual({ params: {}, pathname: '/', pathnameBase: '/' });
    expect(matchPath('/', '/campanhas')).toBeNull();
    expect(matchPath({ path: '/', end: false }, '/campanhas')).toEqual({
      params: {},
      pathname: '/',
      pathnameBase: '/',
    });
  });

  it('takes an optional param, present or not', () => {
    expect(matchPath('/vitrine/:tag?', '/vitrine')).toEqual({
      params: {},
      pathname: '/vitrine',
      pathnameBase: '/vitrine',
    });
    expect(matchPath('/vitrine/:tag?', '/vitrine/natal')?.params).toEqual({ tag: 'natal' });
    expect(matchPath('/vitrine/:tag?', '/vitrine/a/b')).toBeNull();
  });

  it('keeps patterns with and without end apart (they share a cache)', () => {
    expect(matchPath({ path: '/k', end: false }, '/k/x')).not.toBeNull();
    expect(matchPath({ path: '/k', end: true }, '/k/x')).toBeNull();
    expect(matchPath({ path: '/k', end: false }, '/k/x')).not.toBeNull();
  });

  const staticPath = fc
    .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 5 })
    .map((segments) => `/${segments.join('/')}`);

  it('matches any static path against itself', () => {
    fc.assert(
      fc.property(staticPath, (path) => {
        const match = matchPath(path, path);
        expect(match).not.toBeNull();
        expect(match?.pathname).toBe(path);
        expect(match?.pathnameBase).toBe(path);
      }),
    );
  });

  it('matches any static path as the start of a longer one with end: false', () => {
    fc.assert(
      fc.property(staticPath, fc.stringMatching(/^[a-z0-9-]{1,8}$/), (path, more) => {
        const match = matchPath({ path, end: false }, `${path}/${more}`);
        expect(match).not.toBeNull();
        expect(matchPath(path, `${path}/${more}`)).toBeNull();
      }),
    );
  });

  it('gives back any param value, encoded or not', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const match = matchPath('/c/:slug', `/c/${encodeURIComponent(value)}`);
        expect(match?.params.slug).toBe(value);
      }),
    );
  });
});

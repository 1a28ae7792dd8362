import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation, genericSignInPage, type NavigationRequest } from './navigation.rules.ts';
import { isPublicPath, pageOwnsToken } from './public-routes.ts';
import { safeInternalPath } from '../shared/redirect.rules.ts';

const base: NavigationRequest = {
  path: '/',
  authenticated: false,
  genericAppConfig: false,
  genericAppFlag: false,
  genericSignInUrl: null,
};

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const loggedInPath = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => !isPublicPath(path));

describe('decideNavigation', () => {
  it('sends a visitor of a member page to Entrar with redirectTo and the message', () => {
    expect(decideNavigation({ ...base, path: '/campanhas?category=bares' })).toEqual({
      kind: 'redirect',
      to: '/entrar?redirectTo=%2Fcampanhas%3Fcategory%3Dbares',
      message: 'errors.notLoggedIn',
    });
  });

  it('shows no message when the visitor opened Home', () => {
    expect(decideNavigation({ ...base, path: '/' })).toEqual({
      kind: 'redirect',
      to: '/entrar?redirectTo=%2F',
    });
  });

  it('lets anyone through the login entry and the public routes', () => {
    expect(decideNavigation({ ...base, path: '/login?company=x&token=y' })).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation({ ...base, path: '/entrar' })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, path: '/terms/privacy' })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in member away from public routes, but not from the login entry', () => {
    expect(decideNavigation({ ...base, authenticated: true, path: '/entrar' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideNavigation({ ...base, authenticated: true, path: '/login' })).toEqual({
      kind: 'allow',
    });
  });

  it('continues to redirectTo after signing in, but only to a path of this site', () => {
    const signedIn = { ...base, authenticated: true };
    expect(
      decideNavigation({ ...signedIn, path: '/entrar?redirectTo=%2Fcampanhas%3Fa%3D1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/campanhas?a=1',
    });
    expect(
      decideNavigation({ ...signedIn, path: '/entrar?redirectTo=https%3A%2F%2Fevil.example' }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends generic apps to the external sign-in page, with logout=true under the flag', () => {
    const generic = { ...base, path: '/perfil', genericSignInUrl: 'https://clube.example/entrar' };
    expect(decideNavigation({ ...generic, genericAppConfig: true })).toEqual({
      kind: 'external',
      url: 'https://clube.example/entrar',
    });
    expect(decideNavigation({ ...generic, genericAppFlag: true })).toEqual({
      kind: 'external',
      url: 'https://clube.example/entrar?logout=true',
    });
  });

  it('adds logout=true only for the flag: a generic_app config comes first', () => {
    const generic = { ...base, path: '/perfil', genericSignInUrl: 'https://clube.example/entrar' };
    expect(decideNavigation({ ...generic, genericAppConfig: true, genericAppFlag: true })).toEqual({
      kind: 'external',
      url: 'https://clube.example/entrar',
    });
  });

  it('keeps logout=true when the member signs out of a generic app, or the address carries it', () => {
    const generic = { ...base, path: '/perfil', genericSignInUrl: 'https://clube.example/entrar' };
    const loggedOut = { kind: 'external', url: 'https://clube.example/entrar?logout=true' };
    expect(decideNavigation({ ...generic, genericAppConfig: true, memberLeft: true })).toEqual(
      loggedOut,
    );
    expect(
      decideNavigation({ ...generic, genericAppConfig: true, path: '/perfil?logout=true' }),
    ).toEqual(loggedOut);
  });

  it('sends a member who signed out to Entrar with no message and no page to return to', () => {
    expect(decideNavigation({ ...base, path: '/perfil', memberLeft: true })).toEqual({
      kind: 'redirect',
      to: '/entrar',
    });
  });

  it('finds the external sign-in page of a generic_app company without a host option', () => {
    const config = { generic_app: true, url: 'https://generico.example/entrar' };
    expect(genericSignInPage(null, config)).toBe('https://generico.example/entrar');
    expect(genericSignInPage('https://host.example/entrar', config)).toBe(
      'https://host.example/entrar',
    );
    expect(genericSignInPage(null, { generic_app: true, url: null })).toBeNull();
    expect(genericSignInPage(null, null)).toBeNull();
    expect(
      decideNavigation({
        ...base,
        path: '/perfil',
        genericAppConfig: true,
        genericSignInUrl: genericSignInPage(null, config),
      }),
    ).toEqual({ kind: 'external', url: 'https://generico.example/entrar' });
  });

  it('opens the activation form only with a stored document, else Entrar', () => {
    expect(decideNavigation({ ...base, path: '/formulario-de-ativacao' })).toEqual({
      kind: 'redirect',
      to: '/entrar',
    });
    expect(
      decideNavigation({
        ...base,
        path: '/formulario-de-ativacao/termos/user',
        storedCredentials: { document: '' },
      }),
    ).toEqual({ kind: 'redirect', to: '/entrar' });
    expect(
      decideNavigation({
        ...base,
        path: '/formulario-de-ativacao',
        storedCredentials: { document: '11144477735', activate: true },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('opens /verificacao only with a document and a non-empty company list, else Entrar', () => {
    const verification = { ...base, path: '/verificacao' };
    expect(decideNavigation(verification)).toEqual({ kind: 'redirect', to: '/entrar' });
    expect(
      decideNavigation({ ...verification, storedCredentials: { document: '1', companies: [] } }),
    ).toEqual({ kind: 'redirect', to: '/entrar' });
    expect(decideNavigation({ ...verification, storedCredentials: { document: '1' } })).toEqual({
      kind: 'redirect',
      to: '/entrar',
    });
    expect(
      decideNavigation({
        ...verification,
        storedCredentials: { document: '1', companies: ['clube-demo'] },
      }),
    ).toEqual({ kind: 'allow' });
  });

  test.prop([loggedInPath])(
    'a visitor is always sent to Entrar with a redirectTo that leads back',
    (path) => {
      const decision = decideNavigation({ ...base, path });
      expect(decision.kind).toBe('redirect');
      if (decision.kind !== 'redirect') return;
      const url = new URL(decision.to, 'http://clube.test');
      expect(url.pathname).toBe('/entrar');
      expect(url.searchParams.get('redirectTo')).toBe(path);
      expect(decision.message).toBe('errors.notLoggedIn');
    },
  );

  test.prop([loggedInPath])('a signed-in member always passes on member pages', (path) => {
    expect(decideNavigation({ ...base, path, authenticated: true })).toEqual({ kind: 'allow' });
  });
});

describe('safeInternalPath', () => {
  it('keeps same-site paths and refuses other hosts', () => {
    expect(safeInternalPath('/campanhas?x=1')).toBe('/campanhas?x=1');
    expect(safeInternalPath('//evil.example')).toBe('/');
    expect(safeInternalPath('/\\evil.example')).toBe('/');
    expect(safeInternalPath('https://evil.example')).toBe('/');
    expect(safeInternalPath(null)).toBe('/');
  });

  test.prop([fc.string()])(
    'never yields a target a browser would read as another host',
    (target) => {
      const result = safeInternalPath(target);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'http://clube.test').host).toBe('clube.test');
    },
  );
});

describe('pageOwnsToken', () => {
  it('names the public pages whose token is their own, and no other', () => {
    expect(pageOwnsToken('/ativar-cartao/alelo')).toBe(true);
    expect(pageOwnsToken('/nova-senha')).toBe(true);
    expect(pageOwnsToken('/NOVA-SENHA/')).toBe(true);
    expect(pageOwnsToken('/')).toBe(false);
    expect(pageOwnsToken('/login')).toBe(false);
    expect(pageOwnsToken('/nova-senhax')).toBe(false);
  });
});

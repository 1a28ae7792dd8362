import { describe, expect, it } from 'vitest';
import { canUse, type Feature } from '../company/permissions.rules.ts';
import { companyConfigSchema } from '../company/company-config.schema.ts';
import { logoutDestination } from './logout.rules.ts';
import { checkRedirect, configRedirectOrigins, originOf } from '../shared/redirect.rules.ts';
import { decideAfterConfig, decideStartup, shouldSendHomeAnalytics } from './startup.rules.ts';

describe('start-up', () => {
  it('activate=true with a token goes to the activation form', () => {
    expect(decideStartup({ activate: true, token: 't', logout: false })).toEqual({
      kind: 'activate',
      token: 't',
      path: '/formulario-de-ativacao',
    });
  });
  it('a token alone records the generic-app flag', () => {
    expect(decideStartup({ activate: false, token: 't', logout: false })).toEqual({
      kind: 'recordGenericApp',
      token: 't',
    });
    expect(decideStartup({ activate: true, token: null, logout: false })).toEqual({
      kind: 'restoreSession',
    });
  });

  const config = { logout_url: 'https://empresa.example/sair', generic_app: false };
  const facts = {
    authenticated: false,
    config,
    genericLoginFlag: false,
    storedGenericAppUrl: null,
    logoutInAddress: false,
  };
  it('signed-out members go to logout_url unless the generic-login flag is set', () => {
    expect(decideAfterConfig(facts)).toEqual({
      kind: 'redirect',
      url: 'https://empresa.example/sair',
    });
    expect(decideAfterConfig({ ...facts, genericLoginFlag: true })).toEqual({ kind: 'stay' });
    expect(decideAfterConfig({ ...facts, authenticated: true })).toEqual({ kind: 'stay' });
    expect(decideAfterConfig({ ...facts, config: null })).toEqual({ kind: 'stay' });
  });
  it("a member who just pressed Sair follows the logout's destination, not logout_url", () => {
    expect(decideAfterConfig({ ...facts, memberLeft: true })).toEqual({ kind: 'stay' });
  });
  it('a generic app with a stored url sends a visitor there, unless logout=true clears it', () => {
    const generic = {
      ...facts,
      config: { logout_url: null, generic_app: true },
      storedGenericAppUrl: 'https://app.example',
      address: 'http://127.0.0.1:4300/entrar?company=clube-generico',
    };
    expect(decideAfterConfig(generic)).toEqual({ kind: 'redirect', url: 'https://app.example' });
    expect(decideAfterConfig({ ...generic, logoutInAddress: true })).toEqual({
      kind: 'clearStoredGenericAppUrl',
    });
    expect(decideAfterConfig({ ...generic, authenticated: true, logoutInAddress: true })).toEqual({
      kind: 'clearStoredGenericAppUrl',
    });
  });
  it('a signed-in member stays: the stored url may be this club, which would reload for ever', () => {
    const signedIn = {
      ...facts,
      authenticated: true,
      config: { logout_url: null, generic_app: true },
      storedGenericAppUrl: 'http://127.0.0.1:4300/login?company=clube-generico&token=t',
      address: 'http://127.0.0.1:4300/login?company=clube-generico&token=t',
    };
    expect(decideAfterConfig(signedIn)).toEqual({ kind: 'stay' });
    expect(decideAfterConfig({ ...signedIn, address: 'http://127.0.0.1:4300/' })).toEqual({
      kind: 'stay',
    });
  });
  it('a visitor already at the stored url was not let in by it: it is forgotten, not gone to again', () => {
    const here = {
      ...facts,
      config: { logout_url: null, generic_app: true },
      address: 'http://127.0.0.1:4300/login?company=clube-generico&token=expirado',
    };
    for (const stored of [
      '/login?company=clube-generico&token=expirado',
      'http://127.0.0.1:4300/login?company=clube-generico&token=expirado',
    ]) {
      expect(decideAfterConfig({ ...here, storedGenericAppUrl: stored })).toEqual({
        kind: 'clearStoredGenericAppUrl',
      });
    }
    expect(
      decideAfterConfig({ ...here, storedGenericAppUrl: 'https://app.example/login?token=novo' }),
    ).toEqual({ kind: 'redirect', url: 'https://app.example/login?token=novo' });
    // Another host's page with the same path is not this one.
    expect(
      decideAfterConfig({
        ...here,
        address: 'http://127.0.0.1:4300/',
        storedGenericAppUrl: 'https://app.example',
      }),
    ).toEqual({ kind: 'redirect', url: 'https://app.example' });
    expect(
      decideAfterConfig({
        ...here,
        storedGenericAppUrl: 'https://app.example/login?company=clube-generico&token=expirado',
      }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://app.example/login?company=clube-generico&token=expirado',
    });
  });
  it('sends home analytics everywhere but Recompensas', () => {
    expect(shouldSendHomeAnalytics('/campanhas', true)).toBe(true);
    expect(shouldSendHomeAnalytics('/recompensas/catalogo', true)).toBe(false);
    expect(shouldSendHomeAnalytics('/recompensas', true)).toBe(false);
    expect(shouldSendHomeAnalytics('/recompensas-x', true)).toBe(true);
    expect(shouldSendHomeAnalytics('/', false)).toBe(false);
  });
});

describe('redirect check', () => {
  const allowed = {
    origin: 'https://clube.example',
    origins: ['https://empresa.example/sair', null],
  };
  it('follows same-origin paths and allowed http(s) URLs only', () => {
    expect(checkRedirect('/campanhas?x=1', allowed)).toBe('/campanhas?x=1');
    expect(checkRedirect('//evil.example', allowed)).toBeNull();
    expect(checkRedirect('https://clube.example/a', allowed)).toBe('https://clube.example/a');
    expect(checkRedirect('https://EMPRESA.example/outra', allowed)).toBe(
      'https://EMPRESA.example/outra',
    );
    expect(checkRedirect('https://evil.example', allowed)).toBeNull();
    expect(checkRedirect('https://empresa.example@evil.example', allowed)).toBeNull();
    expect(checkRedirect('javascript:alert(1)', allowed)).toBeNull();
    expect(checkRedirect('', allowed)).toBeNull();
    expect(originOf('ftp://x')).toBeNull();
  });
  it('takes the allowed origins from the config', () => {
    const config = companyConfigSchema.parse({
      title: 'x',
      slug: 'x',
      url: 'https://a.example',
      logout_url: 'https://b.example',
    });
    expect(configRedirectOrigins(config)).toEqual(['https://a.example', 'https://b.example']);
    expect(configRedirectOrigins(null)).toEqual([]);
  });
});

describe('logout destination', () => {
  const base = {
    generic_app: false,
    has_api_access: false,
    has_restrict_access: false,
    url: null,
    logout_url: null,
  };
  it('generic app: club sign-in with logout=true', () => {
    expect(logoutDestination({ ...base, generic_app: true }, 'https://entrar.example')).toEqual({
      kind: 'external',
      url: 'https://entrar.example?logout=true',
    });
    expect(logoutDestination({ ...base, generic_app: true }, 'https://entrar.example?a=1')).toEqual(
      { kind: 'external', url: 'https://entrar.example?a=1&logout=true' },
    );
  });
  it('api access and restricted: its url or logout_url', () => {
    const restricted = { ...base, has_api_access: true, has_restrict_access: true };
    expect(
      logoutDestination(
        { ...restricted, url: 'https://a.example', logout_url: 'https://b.example' },
        null,
      ),
    ).toEqual({ kind: 'external', url: 'https://a.example' });
    expect(logoutDestination({ ...restricted, logout_url: 'https://b.example' }, null)).toEqual({
      kind: 'external',
      url: 'https://b.example',
    });
    expect(logoutDestination(restricted, null)).toEqual({ kind: 'reload' });
  });
  it('otherwise reloads', () => {
    expect(logoutDestination(base, null)).toEqual({ kind: 'reload' });
    expect(logoutDestination(null, null)).toEqual({ kind: 'reload' });
  });
});

describe('canUse', () => {
  const config = (fields: Record<string, unknown>) =>
    companyConfigSchema.parse({ title: 'x', slug: 'x', ...fields });
  it('gates features by permission', () => {
    const table: [Feature, string][] = [
      ['store', 'marketplace'],
      ['rewards', 'engagement'],
      ['coin', 'engagement'],
      ['awards', 'awards'],
      ['highlights', 'highlight'],
      ['cashbackTab', 'cashback_tab'],
      ['cashbackFilter', 'cashback_tab'],
      ['pharmacyCard', 'vidalink'],
    ];
    for (const [feature, permission] of table) {
      expect(canUse(config({ permissions: [permission] }), feature)).toBe(true);
      expect(canUse(config({ permissions: [] }), feature)).toBe(false);
    }
  });
  it('opens the wallet with engagement, awards or cashback_tab', () => {
    expect(canUse(config({ permissions: ['awards'] }), 'wallet')).toBe(true);
    expect(canUse(config({ permissions: ['marketplace'] }), 'wallet')).toBe(false);
  });
  it('reads the config flags', () => {
    expect(canUse(config({ has_geolocation_access: true }), 'nearby')).toBe(true);
    expect(canUse(config({ has_request_partners: true }), 'becomePartner')).toBe(true);
    expect(canUse(config({ generic_app: true }), 'genericApp')).toBe(true);
    expect(canUse(config({ has_api_access: false }), 'logoutItem')).toBe(true);
    expect(canUse(config({ has_api_access: true }), 'logoutItem')).toBe(false);
    expect(canUse(config({ has_api_access: true, logout: true }), 'logoutItem')).toBe(true);
    expect(canUse(null, 'store')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout.rules.ts';

const config = {
  generic_app: false,
  has_api_access: false,
  has_restrict_access: false,
  url: null,
  logout_url: null,
};

describe('logoutDestination', () => {
  it('sends a generic app to its club sign-in with logout=true, with or without a host option', () => {
    const generic = { ...config, generic_app: true, url: 'https://generico.example/entrar?a=1' };
    expect(logoutDestination(generic, null)).toEqual({
      kind: 'external',
      url: 'https://generico.example/entrar?a=1&logout=true',
    });
    expect(logoutDestination(generic, 'https://host.example/entrar')).toEqual({
      kind: 'external',
      url: 'https://host.example/entrar?logout=true',
    });
  });

  it('sends a restricted api company to its url or logout_url, anyone else reloads', () => {
    const restricted = { ...config, has_api_access: true, has_restrict_access: true };
    expect(logoutDestination({ ...restricted, logout_url: '/sair' }, null)).toEqual({
      kind: 'external',
      url: '/sair',
    });
    expect(
      logoutDestination({ ...restricted, url: '/empresa', logout_url: '/sair' }, null),
    ).toEqual({ kind: 'external', url: '/empresa' });
    expect(logoutDestination(restricted, null)).toEqual({ kind: 'reload' });
    expect(logoutDestination(null, null)).toEqual({ kind: 'reload' });
  });
});

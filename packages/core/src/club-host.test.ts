import { describe, expect, it } from 'vitest';
import { createClub } from './club.ts';
import { systemClock } from './shared/clock.port.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';
import { settle } from './testing/simulated-time.ts';
import { createClubHost } from './club-host.ts';
import {
  readGenericAppFlag,
  readStoredGenericAppUrl,
  storeGenericAppUrl,
} from './auth/generic-app.rules.ts';

function hosted() {
  const ports = createFakePorts({ clock: systemClock });
  const club = createClub(ports);
  return { ports, club, host: createClubHost(club) };
}

describe('club host', () => {
  it('guards with what is stored: a signed-out member goes to Entrar with the notice', () => {
    const { host } = hosted();
    expect(host.navigation({ path: '/carteira', authenticated: false, config: null })).toEqual({
      kind: 'redirect',
      to: '/entrar?redirectTo=%2Fcarteira',
      message: 'errors.notLoggedIn',
    });
  });

  it('hands a token in the address to the session and records its generic-app flag', async () => {
    const { host, club, ports } = hosted();
    const answer = await ports.auth.login({
      document: DEMO_MEMBER.document,
      password: DEMO_MEMBER.password,
    });
    if (answer.kind !== 'token') throw new Error('no token');
    const decode = ports.tokenDecoder.decode.bind(ports.tokenDecoder);
    ports.tokenDecoder.decode = (token) => ({ ...(decode(token) as object), generic_app: true });
    const decision = host.startup({ activate: false, token: answer.token, logout: false });
    expect(decision.kind).toBe('recordGenericApp');
    expect(readGenericAppFlag(ports.storage)).toBe(true);
    await settle();
    expect(club.token()).toBe(answer.token);
  });

  it('takes a login entry’s token into the session at once and answers where to go', async () => {
    const { host, club, ports } = hosted();
    const answer = await ports.auth.login({
      document: DEMO_MEMBER.document,
      password: DEMO_MEMBER.password,
    });
    if (answer.kind !== 'token') throw new Error('no token');
    expect(host.loginEntry({ company: 'clube-demo', token: answer.token, campaign: 'c1' })).toBe(
      '/campanhas/c1',
    );
    // Signed in before the host navigates: the guard of the next page lets the member in.
    expect(club.isAuthenticated()).toBe(true);
    expect(club.token()).toBe(answer.token);
    // The same token again is not handed over twice; no token leaves the session alone.
    const sent: string[] = [];
    club.session.subscribe((snapshot) => sent.push(String(snapshot.value)));
    sent.length = 0;
    expect(host.loginEntry({ token: answer.token })).toBe('/');
    expect(host.loginEntry({ error: '1' })).toBe('/erro');
    expect(sent).toEqual([]);
  });

  it('leaves through the location port, and tracks the start-up events once asked', async () => {
    const { host, ports } = hosted();
    expect(host.leave('https://clube.example/sair')).toBe(true);
    expect(ports.recordings.locations).toEqual(['https://clube.example/sair']);
    expect(host.trackStartup('/', true, 'clube-demo')).toBe(true);
    expect(ports.recordings.analytics.length).toBeGreaterThan(0);
    expect(host.trackStartup('/recompensas', true, 'clube-demo')).toBe(false);
  });

  it('clears the stored generic-app url when asked', () => {
    const { host, ports } = hosted();
    storeGenericAppUrl(ports.storage, 'https://app.example');
    host.clearStoredGenericAppUrl();
    expect(readStoredGenericAppUrl(ports.storage)).toBeNull();
  });
});

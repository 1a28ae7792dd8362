import type { FeaturePorts } from '@clube/core';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FEATURE_TOKENS } from './container/tokens.ts';
import { createNodeClub } from './node.ts';
import { faultyFetch } from './test/clients.ts';
import { useSandbox } from './test/sandbox-fixture.ts';

const sandbox = useSandbox();

async function signedInClub(fault: { value: string | null } = { value: null }) {
  const { url, demo } = sandbox();
  const club = createNodeClub({ baseUrl: url, fetch: faultyFetch(fault), timeoutMs: 2_000 });
  club.signIn({ document: demo.member.document, password: demo.member.password });
  await firstValueFrom(club.member$.pipe(filter((s) => s.matches('ready'))));
  return club;
}

describe('createNodeClub', () => {
  it('signs a member in and loads the member and the company, with no DOM', async () => {
    const { url, demo } = sandbox();
    const club = createNodeClub({ baseUrl: url });
    await firstValueFrom(club.companyConfig$.pipe(filter((s) => s.matches('ready'))));
    club.signIn({ document: demo.member.document, password: demo.member.password });
    const member = await firstValueFrom(club.member$.pipe(filter((s) => s.matches('ready'))));
    expect(member.context.user?.document).toBe(demo.member.document);
    expect(club.isAuthenticated()).toBe(true);
    club.logout();
    expect(club.isAuthenticated()).toBe(false);
    expect(club.member.getSnapshot().context.user).toBeNull();
    club.stop();
  });

  it('binds every feature port, each answering from the sandbox', async () => {
    const club = await signedInClub();
    const names = Object.keys(FEATURE_TOKENS) as (keyof FeaturePorts)[];
    expect(names).toHaveLength(19);
    for (const name of names) expect(club.runtime.ports[name], name).toBeDefined();
    expect(await club.runtime.port('favorites').slugs()).toHaveLength(10);
    expect((await club.runtime.port('postalCode').lookup('01310100')).city).toBe('São Paulo');
    expect(await club.runtime.port('geolocation').current()).toHaveProperty('latitude');
    club.stop();
  });

  it('logs out on a 401 while its token is unexpired, not on a 500', async () => {
    const fault = { value: null as string | null };
    const club = await signedInClub(fault);
    const notifications = club.runtime.port('notifications');
    fault.value = 'status=500';
    await expect(notifications.list()).rejects.toMatchObject({ status: 500 });
    expect(club.isAuthenticated()).toBe(true);
    fault.value = 'status=401';
    await expect(notifications.list()).rejects.toMatchObject({ status: 401 });
    expect(club.isAuthenticated()).toBe(false);
    expect(club.token()).toBeNull();
    club.stop();
  });

  it('logs out on a 403 from a GraphQL call too', async () => {
    const fault = { value: null as string | null };
    const club = await signedInClub(fault);
    fault.value = 'status=403';
    await expect(club.runtime.port('campaigns').categories()).rejects.toMatchObject({
      status: 403,
    });
    expect(club.isAuthenticated()).toBe(false);
    club.stop();
  });
});

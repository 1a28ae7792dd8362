import type { FeaturePorts } from '@clube/core';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createBrowserClub } from './browser.ts';
import { FEATURE_TOKENS } from './container/tokens.ts';
import { faultyFetch } from './test/clients.ts';
import { useSandbox } from './test/sandbox-fixture.ts';

const sandbox = useSandbox();

async function signedInClub(fault: { value: string | null } = { value: null }) {
  const { url, demo } = sandbox();
  const club = createBrowserClub({ baseUrl: url, fetch: faultyFetch(fault), timeoutMs: 2_000 });
  club.signIn({ document: demo.member.document, password: demo.member.password });
  await firstValueFrom(club.member$.pipe(filter((s) => s.matches('ready'))));
  return club;
}

describe('createBrowserClub', () => {
  it('binds the feature ports to lazy proxies that load their adapter on first call', async () => {
    const club = await signedInClub();
    const names = Object.keys(FEATURE_TOKENS) as (keyof FeaturePorts)[];
    for (const name of names) expect(club.runtime.ports[name], name).toBeDefined();
    const favorites = club.runtime.ports.favorites;
    // A proxy, not the adapter: it owns no methods until called.
    expect(Object.keys(favorites ?? {})).toEqual([]);
    expect(await club.runtime.port('favorites').slugs()).toHaveLength(10);
    const page = await club.runtime.port('campaigns').list({ page: 1, limit: 3 });
    expect(page.data).toHaveLength(3);
    expect((await club.runtime.port('postalCode').lookup('01310-100')).state).toBe('SP');
    club.stop();
  });

  it("sends the session's token from the lazily loaded adapters and logs out on their 401", async () => {
    const fault = { value: null as string | null };
    const club = await signedInClub(fault);
    const notifications = club.runtime.port('notifications');
    // Answered only with the member's bearer token: the feature adapters share the first transports.
    await expect(notifications.list()).resolves.toBeDefined();
    fault.value = 'status=401';
    await expect(notifications.list()).rejects.toMatchObject({ status: 401 });
    expect(club.isAuthenticated()).toBe(false);
    club.stop();
  });
});

import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createBrowserClub } from './browser.ts';
import { useSandbox } from './test/sandbox-fixture.ts';

const sandbox = useSandbox();

describe('createBrowserClub', () => {
  it('binds the feature ports to lazy proxies that load their adapter on first call', async () => {
    const { url, demo } = sandbox();
    const club = createBrowserClub({ baseUrl: url });
    const favorites = club.runtime.ports.favorites;
    // A proxy, not the adapter: it owns no methods until called.
    expect(Object.keys(favorites ?? {})).toEqual([]);
    club.signIn({ document: demo.member.document, password: demo.member.password });
    await firstValueFrom(club.member$.pipe(filter((s) => s.matches('ready'))));
    expect(await club.runtime.port('favorites').slugs()).toHaveLength(10);
    const page = await club.runtime.port('campaigns').list({ page: 1, limit: 3 });
    expect(page.data).toHaveLength(3);
    expect((await club.runtime.port('postalCode').lookup('01310-100')).state).toBe('SP');
    club.stop();
  });
});

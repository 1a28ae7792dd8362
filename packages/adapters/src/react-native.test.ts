import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createNativeClub } from './react-native.ts';
import type { AsyncKeyValueStorage } from './storage/hydrated-storage.ts';
import { useSandbox } from './test/sandbox-fixture.ts';

const sandbox = useSandbox();

/** AsyncStorage's shape over a map; reads wait for `open()` (a slow first disk read). */
function slowAsyncStorage() {
  const map = new Map<string, string>();
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const backing: AsyncKeyValueStorage = {
    getItem: async (key) => {
      await opened;
      return map.get(key) ?? null;
    },
    setItem: (key, value) => Promise.resolve(void map.set(key, value)),
    removeItem: (key) => Promise.resolve(void map.delete(key)),
  };
  return { map, backing, open };
}

const noNavigation = { openUrl: () => undefined };

describe('createNativeClub', () => {
  it('signs in over plain fetch, keeps the session in AsyncStorage, and restores it only once loaded', async () => {
    const { url, demo } = sandbox();
    const disk = slowAsyncStorage();
    disk.open();
    const first = createNativeClub({
      baseUrl: url,
      storage: { async: disk.backing },
      location: noNavigation,
    });
    await firstValueFrom(first.session$.pipe(filter((s) => s.matches('signedOut'))));
    first.signIn({ document: demo.member.document, password: demo.member.password });
    await firstValueFrom(first.member$.pipe(filter((s) => s.matches('ready'))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(disk.map.has(SESSION_STORAGE_KEY)).toBe(true);
    first.stop();

    const slow = slowAsyncStorage();
    for (const [key, value] of disk.map) slow.map.set(key, value);
    const next = createNativeClub({
      baseUrl: url,
      storage: { async: slow.backing },
      location: noNavigation,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next.session.getSnapshot().value).toBe('hydrating');
    expect(next.isAuthenticated()).toBe(false);
    slow.open();
    const member = await firstValueFrom(next.member$.pipe(filter((s) => s.matches('ready'))));
    expect(member.context.user?.document).toBe(demo.member.document);
    expect(next.isAuthenticated()).toBe(true);
    next.stop();
  });

  it("leaves through the app's callbacks: paths to its navigator, allowed URLs to openUrl", async () => {
    const { url } = sandbox();
    const opened: string[] = [];
    const paths: string[] = [];
    const club = createNativeClub({
      baseUrl: url,
      location: { openUrl: (target) => opened.push(target), navigate: (path) => paths.push(path) },
    });
    const config = await firstValueFrom(
      club.companyConfig$.pipe(filter((s) => s.matches('ready'))),
    );
    const location = club.runtime.port('location');
    location.assign('/campanhas');
    location.open('https://evil.example/x');
    const companyUrl = config.context.config?.url;
    if (companyUrl) location.open(companyUrl);
    expect(paths).toEqual(['/campanhas']);
    expect(location.current()).toBe('/campanhas');
    expect(opened).toEqual(companyUrl ? [companyUrl] : []);
    club.stop();
  });
});

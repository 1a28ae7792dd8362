import { createClubHost } from '@clube/core';
import { afterEach, describe, expect, it } from 'vitest';
import { noopAnalytics } from './analytics/analytics.ts';
import { createBrowserClub } from './browser.ts';

const host = globalThis as unknown as Record<string, unknown>;

describe('the browser club analytics', () => {
  afterEach(() => {
    delete host['dataLayer'];
    delete host['clubeLayer'];
  });

  it("sends SPEC §2's home and account-slug events to the page's dataLayer by default", () => {
    const club = createBrowserClub({ baseUrl: 'http://127.0.0.1:9' });
    host['dataLayer'] = [{ event: 'gtm.js' }];
    expect(createClubHost(club).trackStartup('/', true, 'clube-demo')).toBe(true);
    expect(host['dataLayer']).toEqual([
      { event: 'gtm.js' },
      { event: 'home' },
      { event: 'account_slug', slug: 'clube-demo' },
    ]);
    // Not on Recompensas (SPEC §2).
    expect(createClubHost(club).trackStartup('/recompensas', true, 'clube-demo')).toBe(false);
    club.stop();
  });

  it('pushes to a data layer of another name, or nowhere when told', () => {
    const named = createBrowserClub({ baseUrl: 'http://127.0.0.1:9', dataLayerName: 'clubeLayer' });
    createClubHost(named).trackStartup('/perfil', true, 'engaja-mais');
    expect(host['clubeLayer']).toEqual([
      { event: 'home' },
      { event: 'account_slug', slug: 'engaja-mais' },
    ]);
    expect(host['dataLayer']).toBeUndefined();
    named.stop();
    const silent = createBrowserClub({ baseUrl: 'http://127.0.0.1:9', analytics: noopAnalytics });
    createClubHost(silent).trackStartup('/', true, 'clube-demo');
    expect(host['dataLayer']).toBeUndefined();
    silent.stop();
  });
});

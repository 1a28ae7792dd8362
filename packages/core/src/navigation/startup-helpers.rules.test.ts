import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { isOutdatedBrowser } from './browser-support.rules.ts';
import {
  documentOf,
  genericAppFlagOf,
  readGenericAppFlag,
  readStoredCredentials,
  readStoredGenericAppUrl,
  recordGenericAppFlag,
  storeCredentials,
  storeGenericAppUrl,
} from '../auth/generic-app.rules.ts';
import { startupAnalyticsEvents } from './startup-analytics.rules.ts';

describe('start-up helpers', () => {
  it("reads the token's generic_app and document claims", () => {
    expect(genericAppFlagOf({ company: 'c', exp: 1, generic_app: true })).toBe(true);
    expect(genericAppFlagOf({ company: 'c', exp: 1, generic_app: false })).toBe(false);
    expect(genericAppFlagOf({ company: 'c', exp: 1 })).toBe(false);
    expect(genericAppFlagOf('garbage')).toBe(false);
    expect(documentOf({ company: 'c', exp: 1, document: '123' })).toBe('123');
    expect(documentOf({ exp: 1 })).toBeNull();
  });

  it('records and reads the flag, the generic-app url and the credentials', () => {
    const storage = createMemoryStorage();
    expect(readGenericAppFlag(storage)).toBe(false);
    recordGenericAppFlag(storage, true);
    expect(readGenericAppFlag(storage)).toBe(true);
    recordGenericAppFlag(storage, false);
    expect(readGenericAppFlag(storage)).toBe(false);
    storeGenericAppUrl(storage, 'https://app.example');
    expect(readStoredGenericAppUrl(storage)).toBe('https://app.example');
    storeGenericAppUrl(storage, null);
    expect(readStoredGenericAppUrl(storage)).toBeNull();
    expect(readStoredCredentials(storage)).toBeNull();
    storeCredentials(storage, { document: '1', activate: true, api: true });
    expect(readStoredCredentials(storage)).toEqual({ document: '1', activate: true, api: true });
    storage.setItem('clube.credentials', '{not json');
    expect(readStoredCredentials(storage)).toBeNull();
  });

  it('warns Internet Explorer and the old Edge only', () => {
    expect(
      isOutdatedBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko'),
    ).toBe(true);
    expect(isOutdatedBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 Chrome/70.0 Safari/537.36 Edge/18.17763')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 Chrome/120.0 Safari/537.36 Edg/120.0.2210')).toBe(false);
    expect(isOutdatedBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(
      false,
    );
  });

  it('sends home and account-slug events for members outside Recompensas', () => {
    expect(startupAnalyticsEvents('/', true, 'clube-demo')).toEqual([
      { event: 'home', properties: {} },
      { event: 'account_slug', properties: { slug: 'clube-demo' } },
    ]);
    expect(startupAnalyticsEvents('/recompensas/catalogo', true, 'clube-demo')).toEqual([]);
    expect(startupAnalyticsEvents('/', false, 'clube-demo')).toEqual([]);
    expect(startupAnalyticsEvents('/', true, null)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createConsoleAnalytics, createDataLayerAnalytics, noopAnalytics } from './analytics.ts';

describe('analytics', () => {
  it('pushes events to the dataLayer, creating it', () => {
    const host: { dataLayer?: unknown[] } = {};
    const analytics = createDataLayerAnalytics(host);
    analytics.track('favorite', { campaign: 'pizza', on: true });
    analytics.track('logout');
    expect(host.dataLayer).toEqual([
      { event: 'favorite', campaign: 'pizza', on: true },
      { event: 'logout' },
    ]);
  });

  it('writes to a console, or nowhere', () => {
    const output = { info: vi.fn() };
    createConsoleAnalytics(output).track('search', { query: 'café' });
    expect(output.info).toHaveBeenCalledWith('[analytics]', 'search', { query: 'café' });
    expect(() => noopAnalytics.track('anything')).not.toThrow();
  });
});

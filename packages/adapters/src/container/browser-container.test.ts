import { createMemoryStorage } from '@clube/core/shared';
import { systemClock, type FeaturePorts } from '@clube/core';
import { describe, expect, it } from 'vitest';
import { noopAnalytics } from '../analytics/analytics.ts';
import { createMemoryLocation } from '../location/memory-location.ts';
import { API_FEATURES } from './api-features.ts';
import { createBrowserContainer } from './browser-container.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';
import { createTransports } from './transports.ts';

describe('createBrowserContainer', () => {
  const transports = createTransports({ baseUrl: 'http://club.test' });
  const platform = {
    storage: createMemoryStorage(),
    clock: systemClock,
    analytics: noopAnalytics,
    location: createMemoryLocation(),
  };
  const container = createBrowserContainer(transports, platform);

  it('holds the transports and platform ports the first route built, not new ones', () => {
    expect(container.get(TOKENS.http)).toBe(transports.http);
    expect(container.get(TOKENS.graphql)).toBe(transports.graphql);
    expect(container.get(TOKENS.sessionBridge)).toBe(transports.sessionBridge);
    expect(container.get(TOKENS.storage)).toBe(platform.storage);
    expect(container.get(TOKENS.location)).toBe(platform.location);
    expect(container.isBound(TOKENS.postalCode)).toBe(false);
  });

  it('resolves every API-backed feature port to its adapter, one instance each', () => {
    const apiPorts = Object.keys(FEATURE_TOKENS).filter((name) =>
      (API_FEATURES as readonly string[]).includes(name),
    ) as (keyof FeaturePorts)[];
    expect(apiPorts).toHaveLength(API_FEATURES.length);
    for (const name of API_FEATURES) {
      const port = container.get(FEATURE_TOKENS[name]);
      expect(Object.keys(port).length, name).toBeGreaterThan(0);
      expect(container.get(FEATURE_TOKENS[name]), name).toBe(port);
    }
  });
});

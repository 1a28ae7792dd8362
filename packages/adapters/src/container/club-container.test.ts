import { createMemoryStorage } from '@clube/core/shared';
import { systemClock, type WalletPort } from '@clube/core';
import { describe, expect, it } from 'vitest';
import { noopAnalytics } from '../analytics/analytics.ts';
import { API_FEATURES } from '../composition/api-features.ts';
import { createTransports } from '../composition/transports.ts';
import { createMemoryLocation } from '../location/memory-location.ts';
import { createClubContainer } from './create-club-container.ts';
import { builtPortsModule, eagerPortModule, eagerFeatureModules } from './modules.ts';
import { FEATURE_TOKENS, TOKENS } from './tokens.ts';

describe('createClubContainer', () => {
  const transports = createTransports({ baseUrl: 'http://club.test' });
  const platform = {
    storage: createMemoryStorage(),
    clock: systemClock,
    analytics: noopAnalytics,
    location: createMemoryLocation(),
  };

  it('holds the transports and platform ports it was given, not new ones', () => {
    const container = createClubContainer({ transports, platform: [builtPortsModule(platform)] });
    expect(container.get(TOKENS.transports)).toBe(transports);
    expect(container.get(TOKENS.http)).toBe(transports.http);
    expect(container.get(TOKENS.graphql)).toBe(transports.graphql);
    expect(container.get(TOKENS.sessionBridge)).toBe(transports.sessionBridge);
    expect(container.get(TOKENS.storage)).toBe(platform.storage);
    expect(container.get(TOKENS.location)).toBe(platform.location);
    expect(container.isBound(TOKENS.postalCode)).toBe(false);
  });

  it('resolves every port of the composition map to its adapter, one instance each', () => {
    const container = createClubContainer({ transports, platform: [builtPortsModule(platform)] });
    expect(eagerFeatureModules).toHaveLength(API_FEATURES.length);
    for (const name of API_FEATURES) {
      const port = container.get(FEATURE_TOKENS[name]);
      expect(Object.keys(port).length, name).toBeGreaterThan(0);
      expect(container.get(FEATURE_TOKENS[name]), name).toBe(port);
    }
    for (const name of ['auth', 'tokenDecoder', 'company', 'profile'] as const)
      expect(Object.keys(container.get(TOKENS[name])).length, name).toBeGreaterThan(0);
  });

  it("lets a team override one port and keep the map's others", () => {
    const wallet = { cashbackRecords: () => Promise.reject(new Error('not here')) };
    const container = createClubContainer({
      transports,
      features: [
        ...eagerFeatureModules.filter((_, index) => API_FEATURES[index] !== 'wallet'),
        eagerPortModule('wallet', () => wallet as unknown as WalletPort),
      ],
      platform: [builtPortsModule(platform)],
    });
    expect(container.get(FEATURE_TOKENS.wallet)).toBe(wallet);
    expect(Object.keys(container.get(FEATURE_TOKENS.campaigns))).toContain('list');
  });
});

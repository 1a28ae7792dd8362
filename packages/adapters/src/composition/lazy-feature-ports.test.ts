import { describe, expect, it, vi } from 'vitest';
import type { ClubTransports } from './club-transports.ts';
import type { FeaturePortFactories } from './feature-ports.ts';
import { lazyFeaturePorts } from './lazy-feature-ports.ts';
import { createTransports } from './transports.ts';

const transports = createTransports({ baseUrl: 'http://club.test' });

/** A map whose only port is a notifications adapter answering an empty list. */
function fakeFactories(
  build = vi.fn((_transports: ClubTransports) => ({ list: () => Promise.resolve([]) })),
) {
  return {
    build,
    factories: { notifications: build } as unknown as FeaturePortFactories,
  };
}

describe('lazyFeaturePorts', () => {
  it('loads the map on the first call of any port, once, and builds each adapter once', async () => {
    const { build, factories } = fakeFactories();
    const load = vi.fn(() => Promise.resolve(factories));
    const ports = lazyFeaturePorts(load, transports);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([ports.notifications.list(), ports.notifications.list()]);
    await ports.notifications.list();
    expect(load).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledWith(transports);
  });

  it('loads the map again after a failed load, failing that call with a ClubError', async () => {
    const { factories } = fakeFactories();
    const load = vi
      .fn<() => Promise<FeaturePortFactories>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(factories);
    const ports = lazyFeaturePorts(load, transports);
    await expect(ports.notifications.list()).rejects.toEqual({
      kind: 'network',
      message: 'chunk failed',
    });
    await expect(ports.notifications.list()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ClubTransports } from './club-transports.ts';
import { featurePortsOnFirstRead } from './feature-ports-on-first-read.ts';
import type { FeaturePortFactories } from './feature-ports.ts';
import { createTransports } from './transports.ts';

/** A map whose notifications adapter remembers the transports it was built over. */
function countingFactories() {
  const build = vi.fn((transports: ClubTransports) => ({ transports }));
  return { build, factories: { notifications: build } as unknown as FeaturePortFactories };
}

describe('featurePortsOnFirstRead', () => {
  it("builds a club's adapter on its first read, once, over that club's transports", () => {
    const { build, factories } = countingFactories();
    const first = createTransports({ baseUrl: 'http://one.test' });
    const second = createTransports({ baseUrl: 'http://two.test' });
    const ports = [
      featurePortsOnFirstRead(first, factories),
      featurePortsOnFirstRead(second, factories),
    ];
    expect(build).not.toHaveBeenCalled();
    const read = ports[1]!.notifications as unknown as { transports: ClubTransports };
    expect(read.transports).toBe(second);
    expect(ports[1]!.notifications).toBe(read);
    expect(build).toHaveBeenCalledTimes(1);
    expect((ports[0]!.notifications as unknown as { transports: ClubTransports }).transports).toBe(
      first,
    );
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('shares its getters between clubs: a club costs no closure per port', () => {
    const { factories } = countingFactories();
    const [a, b] = ['http://a.test', 'http://b.test'].map((baseUrl) =>
      featurePortsOnFirstRead(createTransports({ baseUrl }), factories),
    );
    const getterOf = (ports: object) =>
      Object.getOwnPropertyDescriptor(ports, 'notifications')?.get;
    expect(getterOf(a!)).toBeTypeOf('function');
    expect(getterOf(a!)).toBe(getterOf(b!));
    // Enumerable, so that composing the club's ports with Object.assign keeps them lazy.
    expect(Object.keys(a!)).toContain('notifications');
  });
});

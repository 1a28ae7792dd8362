import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { lazyFeaturePorts } from './lazy-feature-ports.ts';
import { FEATURE_TOKENS } from './tokens.ts';

/** A container whose only port is a notifications adapter answering an empty list. */
function fakeContainer(): Pick<Container, 'get'> {
  const notifications = { list: () => Promise.resolve([]) };
  return {
    get: ((token: unknown) => {
      if (token !== FEATURE_TOKENS.notifications) throw new Error('unbound');
      return notifications;
    }) as Container['get'],
  };
}

describe('lazyFeaturePorts', () => {
  it('loads the container on the first call of any port, once', async () => {
    const load = vi.fn(() => Promise.resolve(fakeContainer()));
    const ports = lazyFeaturePorts(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([ports.notifications.list(), ports.notifications.list()]);
    await ports.notifications.list();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the container again after a failed load, failing that call with a ClubError', async () => {
    const load = vi
      .fn<() => Promise<Pick<Container, 'get'>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(fakeContainer());
    const ports = lazyFeaturePorts(load);
    await expect(ports.notifications.list()).rejects.toEqual({
      kind: 'network',
      message: 'chunk failed',
    });
    await expect(ports.notifications.list()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

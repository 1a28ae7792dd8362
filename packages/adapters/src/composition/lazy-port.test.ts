import { describe, expect, it, vi } from 'vitest';
import { lazyPort } from './lazy-port.ts';

interface Echo {
  say(text: string): Promise<string>;
}

describe('lazyPort', () => {
  it('loads the adapter on the first call only, then forwards every call', async () => {
    const load = vi.fn(() =>
      Promise.resolve<Echo>({ say: (text) => Promise.resolve(`eco ${text}`) }),
    );
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([port.say('a'), port.say('b')])).toEqual(['eco a', 'eco b']);
    expect(await port.say('c')).toBe('eco c');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a failed load into a ClubError and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Echo>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ say: () => Promise.resolve('ok') });
    const port = lazyPort(load);
    await expect(port.say('x')).rejects.toEqual({ kind: 'network', message: 'chunk failed' });
    expect(await port.say('x')).toBe('ok');
  });

  it('is not a thenable', async () => {
    const port = lazyPort<Echo>(() => Promise.reject(new Error('never')));
    expect(await Promise.resolve(port)).toBe(port);
  });
});

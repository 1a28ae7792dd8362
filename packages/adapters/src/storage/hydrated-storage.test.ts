import { describe, expect, it, vi } from 'vitest';
import { createHydratedStorage, type AsyncKeyValueStorage } from './hydrated-storage.ts';

function asyncMap(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const backing: AsyncKeyValueStorage = {
    getItem: (key) => Promise.resolve(map.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void map.set(key, value)),
    removeItem: (key) => Promise.resolve(void map.delete(key)),
  };
  return { map, backing };
}

describe('createHydratedStorage', () => {
  it('reads nothing before hydration and what was stored after it', async () => {
    const { backing } = asyncMap({ 'clube.session': 'kept', other: 'not a club key' });
    const storage = createHydratedStorage(backing);
    expect(storage.getItem('clube.session')).toBeNull();
    await storage.hydrate();
    expect(storage.getItem('clube.session')).toBe('kept');
    expect(storage.getItem('other')).toBeNull();
  });

  it('writes reach the backing storage in order', async () => {
    const { backing, map } = asyncMap();
    const storage = createHydratedStorage(backing);
    storage.setItem('clube.session', 'a');
    storage.setItem('clube.session', 'b');
    storage.removeItem('clube.genericApp');
    expect(storage.getItem('clube.session')).toBe('b');
    await storage.written();
    expect(map.get('clube.session')).toBe('b');
  });

  it('a key written before hydration ends keeps what was written', async () => {
    const { backing } = asyncMap({ 'clube.session': 'old' });
    const storage = createHydratedStorage(backing);
    const hydration = storage.hydrate();
    storage.setItem('clube.session', 'new');
    await hydration;
    expect(storage.getItem('clube.session')).toBe('new');
  });

  it('a backing storage that fails is reported, and the club goes on from memory', async () => {
    const onError = vi.fn();
    const failing: AsyncKeyValueStorage = {
      getItem: () => Promise.reject(new Error('disk')),
      setItem: () => Promise.reject(new Error('disk')),
      removeItem: () => Promise.reject(new Error('disk')),
    };
    const storage = createHydratedStorage(failing, { onError });
    await storage.hydrate();
    storage.setItem('clube.session', 'x');
    await storage.written();
    expect(storage.getItem('clube.session')).toBe('x');
    expect(onError).toHaveBeenCalledTimes(5);
  });
});

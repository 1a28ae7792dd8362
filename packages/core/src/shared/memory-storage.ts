import type { StoragePort } from './storage.port.ts';

/** A storage that lives as long as the process: for tests, bots and one-shot scripts. */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort & {
  snapshot(): Record<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    snapshot: () => Object.fromEntries(entries),
  };
}

import type { StoragePort } from '@clube/core';
import { createMemoryStorage } from '@clube/core/shared';

/**
 * localStorage behind the storage port. Where it is missing or refused (private modes,
 * disabled cookies), the club still works for the visit, in memory.
 */
export function createBrowserStorage(
  storage: Storage | undefined = globalThis.localStorage,
): StoragePort {
  if (!storage || !isUsable(storage)) return createMemoryStorage();
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  };
}

function isUsable(storage: Storage): boolean {
  try {
    const probe = '__clube_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

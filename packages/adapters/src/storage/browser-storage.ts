import type { StoragePort } from '@clube/core';
import { createMemoryStorage } from '@clube/core/shared';

/** The part of the Web Storage API used here (no DOM library needed to type-check it). */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * localStorage behind the storage port. Where it is missing or refused (private modes,
 * disabled cookies), the club still works for the visit, in memory.
 */
export function createBrowserStorage(
  storage: WebStorageLike | undefined = globalThis.localStorage,
): StoragePort {
  if (!storage || !isUsable(storage)) return createMemoryStorage();
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  };
}

function isUsable(storage: WebStorageLike): boolean {
  try {
    const probe = '__clube_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import {
  GENERIC_APP_FLAG_KEY,
  GENERIC_APP_URL_KEY,
  STORED_CREDENTIALS_KEY,
} from '@clube/core/navigation';
import type { StoragePort } from '@clube/core';

/** React Native's AsyncStorage, or anything with its shape. */
export interface AsyncKeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Every key the club keeps: what hydration loads. */
export const CLUB_STORAGE_KEYS: readonly string[] = [
  SESSION_STORAGE_KEY,
  GENERIC_APP_FLAG_KEY,
  GENERIC_APP_URL_KEY,
  STORED_CREDENTIALS_KEY,
];

export interface HydratedStorage extends StoragePort {
  hydrate(): Promise<void>;
  /** Settles when every write so far has reached the backing storage (or failed). */
  written(): Promise<void>;
}

export interface HydratedStorageOptions {
  keys?: readonly string[];
  /** A read or write of the backing storage failed; the club goes on from memory. */
  onError?: (error: unknown) => void;
}

/**
 * The club's storage over an asynchronous one: reads come from a copy in memory, which
 * `hydrate` fills once from the backing storage (the session waits for it); writes change the
 * copy at once and reach the backing storage in order. A key written before hydration ends
 * keeps what was written: the stored value is older.
 */
export function createHydratedStorage(
  backing: AsyncKeyValueStorage,
  options: HydratedStorageOptions = {},
): HydratedStorage {
  const copy = new Map<string, string>();
  const touched = new Set<string>();
  const report = options.onError ?? (() => undefined);
  let queue: Promise<void> = Promise.resolve();
  let hydration: Promise<void> | null = null;

  const enqueue = (write: () => Promise<void>): void => {
    queue = queue.then(write).catch(report);
  };

  const load = async (key: string): Promise<void> => {
    const value = await backing.getItem(key).catch((error: unknown) => {
      report(error);
      return null;
    });
    if (value !== null && !touched.has(key)) copy.set(key, value);
  };

  return {
    getItem: (key) => copy.get(key) ?? null,
    setItem(key, value) {
      touched.add(key);
      copy.set(key, value);
      enqueue(() => backing.setItem(key, value));
    },
    removeItem(key) {
      touched.add(key);
      copy.delete(key);
      enqueue(() => backing.removeItem(key));
    },
    hydrate() {
      hydration ??= Promise.all((options.keys ?? CLUB_STORAGE_KEYS).map(load)).then(
        () => undefined,
      );
      return hydration;
    },
    written: () => queue,
  };
}

/**
 * Key-value persistence (localStorage in browsers, a file or memory in Node). Read
 * synchronously on purpose: a session must be restored before the first screen decides where
 * to go. A storage whose data lives behind an asynchronous API (React Native's AsyncStorage)
 * keeps a copy in memory and fills it in `hydrate`: the session waits for it before restoring
 * (the club is not signed in or out until then). Synchronous storages have no `hydrate`.
 */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Loads what was stored before; the session reads nothing until it settles. */
  hydrate?(): Promise<void>;
}

export const StoragePortToken = Symbol.for('clube.StoragePort');

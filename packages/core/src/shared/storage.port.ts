/**
 * Key-value persistence (localStorage in browsers, a file or memory in Node). Synchronous on
 * purpose: a session must be restored before the first screen decides where to go.
 */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const StoragePortToken = Symbol.for('clube.StoragePort');

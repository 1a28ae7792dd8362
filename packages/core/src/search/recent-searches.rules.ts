import type { StoragePort } from '../shared/storage.port.ts';

/** At most this many recent terms are kept. */
export const RECENT_SEARCHES_LIMIT = 5;

/**
 * Where one member's recent terms are kept: per company and per member, so that two members
 * (or the same person at two companies) sharing a browser never see each other's searches.
 */
export function recentSearchesKey(company: string, document: string): string {
  return `clube.recentSearches:${company}:${document}`;
}

/** The stored terms, newest first; anything unreadable reads as none. */
export function readRecentSearches(storage: StoragePort, key: string): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** Keeps the terms; a storage that refuses (full, private mode) only loses them. */
export function writeRecentSearches(
  storage: StoragePort,
  key: string,
  terms: readonly string[],
): void {
  try {
    if (terms.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(terms.slice(0, RECENT_SEARCHES_LIMIT)));
  } catch {
    // Nothing to do: the terms stay in memory for this visit.
  }
}

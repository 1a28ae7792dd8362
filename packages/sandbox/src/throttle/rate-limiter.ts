/** At most `limit` counted events per key in a window of `windowMs` (a fixed window per key). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Milliseconds until the key may be counted again, or 0 when it is under its limit. */
  waitFor(key: string, now?: number): number;
  /** Counts one event for the key. */
  count(key: string, now?: number): void;
  /** Forgets the key's events (a successful sign-in clears its failures). */
  forget(key: string): void;
}

/** Past this many keys, windows that have ended are swept on the next count. */
const SWEEP_AT = 10_000;

/**
 * Counts events per key in memory. Fixed windows keep one entry per key, so a flood of distinct
 * keys costs a bounded amount of memory once their windows end.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    waitFor(key, now = Date.now()) {
      const window = current(key, now);
      return window && window.count >= limit ? window.endsAt - now : 0;
    },
    count(key, now = Date.now()) {
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      }
      const window = current(key, now);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, endsAt: now + windowMs });
    },
    forget(key) {
      windows.delete(key);
    },
  };
}

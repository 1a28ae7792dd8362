import type { AbortSignalLike } from '@clube/core';

/**
 * The real AbortSignal behind the core's `AbortSignalLike` (the invoke's signal, handed down
 * through the port), for ky; anything else cancels nothing.
 */
export function abortSignalOf(signal: AbortSignalLike | undefined): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && signal instanceof AbortSignal ? signal : undefined;
}

/** A request option carrying the caller's signal, or none (spread into `http.request`'s options). */
export function signalOption(signal: AbortSignalLike | undefined): { signal?: AbortSignal } {
  const real = abortSignalOf(signal);
  return real ? { signal: real } : {};
}

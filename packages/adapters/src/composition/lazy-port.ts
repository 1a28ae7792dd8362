import { toClubError } from '@clube/core';

/**
 * A port whose adapter module loads on its first call, so it stays out of the first
 * route's bundle. Every method of a feature port returns a promise, so each call simply
 * waits for the module. A failed load (offline, a new deployment) is retried on the next call.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const port = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw toClubError(error);
    });
    return loading;
  };
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a thenable: `await lazyPort(...)` must not call `then` on the adapter.
      method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            port().then((adapter) =>
              (adapter as Record<PropertyKey, (...a: unknown[]) => unknown>)[method]!(...args),
            ),
  });
}

/** The browser's connection state, for useSyncExternalStore. */
export const connectivity = {
  subscribe(listener: () => void): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  getSnapshot: (): boolean => navigator.onLine,
  getServerSnapshot: (): boolean => true,
};

/** The page was opened without a connection: what it shows failed to load. */
export const openedOffline = typeof navigator !== 'undefined' && !navigator.onLine;

// A page opened offline loads again by itself once the connection is back (it holds nothing
// the member typed: it could not load). A page opened online keeps its state.
if (openedOffline)
  window.addEventListener('online', () => window.location.reload(), { once: true });

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes (a window resized, a
 * preference changed). Where the browser has no `matchMedia` (tests' DOM), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  const matches = () => window.matchMedia?.(query).matches ?? fallback;
  return useSyncExternalStore(subscribe, matches, () => fallback);
}

import { startTransition, useEffect, useState } from 'react';

/** How long a busy page may hold back what waits for idle time. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has loaded and then had a moment of idle time (`requestIdleCallback`,
 * at most {@link IDLE_TIMEOUT_MS} later), then true for good: for what the first paint does not
 * need, so that it does not compete with the page's own work while it loads. What it brings
 * renders as a transition, in slices, not in one task.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const becomeIdle = () => startTransition(() => setIdle(true));
    let cancel = () => undefined as void;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(becomeIdle, 0);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') {
      whenIdle();
      return () => cancel();
    }
    window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [idle]);
  return idle;
}

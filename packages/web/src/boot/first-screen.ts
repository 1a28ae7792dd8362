/**
 * The moment the first route's screen is on the page (its Suspense boundary committed, then a
 * moment of idle time): what that screen does not show (Home's prefetch, the service worker,
 * the app's prompts) waits for it, so that Entrar's own requests are the only ones before it is
 * interactive (issue 19). The boot script (boot.ts) cannot import this module: it listens for
 * the same event name, which its test checks.
 */
export const FIRST_SCREEN_EVENT = 'clube:first-screen';
/** How long a busy page may hold the signal back once the screen is there. */
const IDLE_TIMEOUT_MS = 2000;

let shown = false;
const listeners = new Set<() => void>();

function announce(): void {
  if (shown) return;
  shown = true;
  window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Called once the first screen has committed; announces it at the next idle moment. */
export function markFirstScreenShown(): void {
  if (shown) return;
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(announce, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(announce, 0);
}

export function firstScreenShown(): boolean {
  return shown;
}

/** Runs `work` once the first screen has been announced (at once if it has). */
export function whenFirstScreenShown(work: () => void): () => void {
  if (shown) {
    work();
    return () => undefined;
  }
  listeners.add(work);
  return () => listeners.delete(work);
}

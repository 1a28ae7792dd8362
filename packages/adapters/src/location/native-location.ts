import { checkRedirect } from '@clube/core/navigation';
import type { LocationPort } from '@clube/core';

export interface NativeLocationOptions {
  /** Opens an external URL (e.g. `Linking.openURL`). */
  openUrl(url: string): void;
  /** Goes to one of the app's own paths (the app's navigator); without it, paths are ignored. */
  navigate?(path: string): void;
  /** Restarts the app's navigation at its start (after a logout); nothing unless told. */
  reload?(): void;
  /** Origins the company config vouches for, read at each call. */
  allowedOrigins?: () => readonly string[];
  /** Where the app starts; '/' unless told. */
  start?: string;
}

/**
 * The location port of a native app: no address bar, so the app hands over its own
 * callbacks. Every exit goes through the core's `checkRedirect`, as in the browser: an app
 * path, or an http(s) URL on an origin the config allows; anything else is ignored.
 */
export function createNativeLocation(options: NativeLocationOptions): LocationPort {
  let current = options.start ?? '/';
  const checked = (url: string) =>
    checkRedirect(url, { origins: options.allowedOrigins?.() ?? [] });
  const go = (url: string, external: (safe: string) => void) => {
    const safe = checked(url);
    if (!safe) return;
    if (safe.startsWith('/')) {
      current = safe;
      options.navigate?.(safe);
    } else external(safe);
  };
  return {
    current: () => current,
    assign: (url) => go(url, options.openUrl),
    open: (url) => go(url, options.openUrl),
    reload: () => options.reload?.(),
  };
}

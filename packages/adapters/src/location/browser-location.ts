import { checkRedirect } from '@clube/core/navigation';
import { type LocationPort } from '@clube/core';

export interface BrowserLocationOptions {
  /** Origins the company config vouches for (`configRedirectOrigins`), read at each call. */
  allowedOrigins?: () => readonly string[];
  window?: Pick<Window, 'location' | 'open'>;
}

/**
 * The address bar. Every exit goes through the core's `checkRedirect`: a same-site path, or
 * an http(s) URL on this origin or one the config allows; anything else is ignored.
 */
export function createBrowserLocation(options: BrowserLocationOptions = {}): LocationPort {
  const target = () => options.window ?? window;
  const checked = (url: string) =>
    checkRedirect(url, {
      origin: target().location.origin,
      origins: options.allowedOrigins?.() ?? [],
    });
  return {
    current: () => `${target().location.pathname}${target().location.search}`,
    assign(url) {
      const safe = checked(url);
      if (safe) target().location.assign(safe);
    },
    open(url) {
      const safe = checked(url);
      if (safe) target().open(safe, '_blank', 'noopener,noreferrer');
    },
    reload: () => target().location.reload(),
  };
}

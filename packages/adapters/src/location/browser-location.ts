import { checkRedirect } from '@clube/core/navigation';
import { type LocationPort } from '@clube/core';

/** The part of `window` used here, spelled out so that the declarations need no DOM library. */
export interface WindowLike {
  location: {
    origin: string;
    pathname: string;
    search: string;
    assign(url: string): void;
    reload(): void;
  };
  open(url: string, target: string, features: string): unknown;
}

export interface BrowserLocationOptions {
  /** Origins the company config vouches for (`configRedirectOrigins`), read at each call. */
  allowedOrigins?: () => readonly string[];
  window?: WindowLike;
}

/**
 * The address bar. Every exit goes through the core's `checkRedirect`: a same-site path, or
 * an http(s) URL on this origin or one the config allows; anything else is ignored.
 */
export function createBrowserLocation(options: BrowserLocationOptions = {}): LocationPort {
  const target = (): WindowLike => options.window ?? window;
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

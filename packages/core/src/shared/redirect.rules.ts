/**
 * A redirect target taken from the address (`redirectTo`) is followed only when it is a
 * path of this site: it starts with one '/', not '//' or '/\' (both mean another host to a
 * browser), and carries no scheme. Anything else falls back to Home.
 */
export function safeInternalPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // Control characters and backslashes can be read as a host separator by some browsers.
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}

/** The scheme and host of an absolute http(s) URL, lower-cased; null for anything else. */
export function originOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#\\]+)/i.exec(url.trim());
  if (!match) return null;
  const authority = match[2] ?? '';
  // user:password@host tricks read as another host: refuse them.
  const hasControlOrSpace = [...url].some((char) => char.charCodeAt(0) <= 0x20);
  if (authority.includes('@') || hasControlOrSpace) return null;
  return `${(match[1] ?? '').toLowerCase()}://${authority.toLowerCase()}`;
}

/**
 * The one check every redirect passes (DESIGN "Web conventions"): a same-origin path, or
 * an http(s) URL on this origin or on one the config allows. Returns what to follow or null.
 */
export function checkRedirect(
  target: string | null | undefined,
  allowed: { origin?: string | null; origins: readonly (string | null | undefined)[] },
): string | null {
  if (!target) return null;
  if (target.startsWith('/')) {
    const path = safeInternalPath(target, '');
    return path === '' ? null : path;
  }
  const origin = originOf(target);
  if (!origin) return null;
  const allowedOrigins = [allowed.origin, ...allowed.origins]
    .map((entry) => (entry ? originOf(entry) : null))
    .filter((entry): entry is string => entry !== null);
  return allowedOrigins.includes(origin) ? target.trim() : null;
}

/** The URLs a company config vouches for: its own, its logout page, its store. */
export function configRedirectOrigins(
  config: {
    url: string | null;
    logout_url: string | null;
    marketplace_client_url: string | null;
    support_link: string | null;
  } | null,
): string[] {
  if (!config) return [];
  return [config.url, config.logout_url, config.marketplace_client_url, config.support_link].filter(
    (entry): entry is string => Boolean(entry),
  );
}

/**
 * A URL the club API itself answered (a generic-app login's redirect): followed when it is a
 * path of this site or an http(s) URL, never a script, data or malformed one. Returns it, or null.
 */
export function followableRedirect(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return safeInternalPath(url, '') || null;
  return originOf(url) ? url : null;
}

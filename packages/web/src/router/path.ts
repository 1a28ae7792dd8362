/** Where a navigation goes: an address, or its parts (a missing pathname keeps the current one). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** An address within the app, as the router and its screens see it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (a guard's notice); null when nothing. */
  state: unknown;
  /** One per history entry: two visits of one address have two keys. */
  key: string;
}

/** The parts of an address written as a string (`/a?b#c` → pathname, `?b`, `#c`). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/** An address's parts written back as one string; a lone `?` or `#` is left out. */
export function createPath({
  pathname = '/',
  search = '',
  hash = '',
}: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/** `relative` (`a`, `../a`, `./a`) followed from the folder of `from`'s last segment. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The address `to` names from `from`: an absolute path as it is; only a query stays on the
 * current path, only a hash on the current path and query; a relative path is followed from the
 * current path (every route of the club is absolute, so this is the one base there is).
 */
export function resolveTo(
  to: To,
  from: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>,
): string {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const { pathname = '', search = '' } = parts;
  // Only a hash: the same page, query and all, as a plain `<a href="#…">` goes.
  if (!pathname && !search && parts.hash) return createPath({ ...from, hash: parts.hash });
  const resolved = !pathname
    ? from.pathname
    : pathname.startsWith('/')
      ? pathname
      : resolvePathname(pathname, from.pathname);
  return createPath({ ...parts, pathname: resolved });
}

/** Whether `to` leaves the app: another scheme or host (`https://…`, `mailto:`, `//host`). */
export const isExternal = (to: To): to is string =>
  typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** Whether `to` depends on the current address (a relative path, a query or hash alone). */
export const isRelative = (to: To): boolean => {
  const { pathname } = typeof to === 'string' ? parsePath(to) : to;
  return !isExternal(to) && !pathname?.startsWith('/');
};

/** A route pattern: `/campanhas/:campaignSlug`, `/*`; `end: false` matches its start only. */
export interface PathPattern {
  path: string;
  end?: boolean;
}

/** Where a pattern matched an address. */
export interface PathMatch {
  /** The values of the pattern's `:params`, decoded; `*` holds what a splat matched. */
  params: Record<string, string>;
  /** The part of the address the pattern matched. */
  pathname: string;
  /** That part without what a splat matched: where the routes beneath it start. */
  pathnameBase: string;
}

interface CompiledPattern {
  matcher: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();

/** A pattern as a regular expression (case-insensitive, as addresses are typed by people). */
function compile(path: string, end: boolean): CompiledPattern {
  const cacheKey = `${end ? 'end' : 'start'} ${path}`;
  const known = compiled.get(cacheKey);
  if (known) return known;
  const names: string[] = [];
  const splat = path.endsWith('*');
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })}`;
  if (splat) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:/(.+)|/*)$';
  } else if (end) source += '/*$';
  else if (path !== '' && path !== '/') source += '(?=/|$)';
  const pattern = { matcher: new RegExp(source, 'i'), names };
  compiled.set(cacheKey, pattern);
  return pattern;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Where `pattern` matches `pathname`, or null. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { matcher, names } = compile(path, end);
  const found = matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  const params: Record<string, string> = {};
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  names.forEach((name, at) => {
    const value = found[at + 1];
    if (name === '*') {
      const rest = value ?? '';
      pathnameBase = matched.slice(0, matched.length - rest.length).replace(/(.)\/+$/, '$1');
      params[name] = decode(rest);
    } else if (value !== undefined) params[name] = decode(value);
  });
  return { params, pathname: matched, pathnameBase };
}

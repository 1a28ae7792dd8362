import type { MiddlewareHandler } from 'hono';
import { isHostileText } from './hostile-text.ts';
import { INPUT_ERRORS, InputRejected } from './input-rejected.ts';

/** Decodes one path segment or query component; throws on malformed or non-UTF-8 escapes. */
function decodeComponent(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    // `%ED%A0%80` (a surrogate's bytes), `%FF` or a bare `%`: no client of the club sends them.
    throw new InputRejected(400, INPUT_ERRORS.encoding);
  }
}

/** Every path segment, query key and query value of a URL, decoded. */
export function urlComponents(url: URL): string[] {
  const query = url.search
    .slice(1)
    .split('&')
    .flatMap((pair) => pair.split('='))
    .map((part) => part.replace(/\+/g, ' '));
  return [...url.pathname.split('/'), ...query].map(decodeComponent);
}

/**
 * Refuses (400) a request whose path or query string carries a NUL byte, a lone surrogate or
 * a malformed percent-escape, before any route reads its parameters.
 */
export function urlGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (urlComponents(url).some(isHostileText)) throw new InputRejected(400, INPUT_ERRORS.text);
    await next();
  };
}

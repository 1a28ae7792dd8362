import type { MiddlewareHandler } from 'hono';
import { SVG_POLICY } from './content-security-policy.ts';

export interface SecurityHeaderOptions {
  /** The Content-Security-Policy of HTML answers that did not set one themselves. */
  htmlPolicy: () => Promise<string>;
  /** Paths whose HTML is exempt from the policy (GraphiQL loads its editor from a CDN). */
  exempt?: (path: string) => boolean;
}

/**
 * Headers every answer carries (no MIME sniffing, no full URL in the Referer of cross-origin
 * requests), plus a Content-Security-Policy on HTML and SVG. A handler that computes its own
 * policy (the web app's index.html, with the hashes of its inline scripts) keeps it.
 */
export function securityHeaders({ htmlPolicy, exempt }: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.res.headers.has('Content-Security-Policy') || exempt?.(c.req.path)) return;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (type.startsWith('text/html')) c.header('Content-Security-Policy', await htmlPolicy());
    else if (type.startsWith('image/svg+xml')) c.header('Content-Security-Policy', SVG_POLICY);
  };
}

import type { MiddlewareHandler } from 'hono';
import { SVG_POLICY } from './content-security-policy.ts';

export interface SecurityHeaderOptions {
  /** The Content-Security-Policy of HTML answers that did not set one themselves. */
  htmlPolicy: () => Promise<string>;
}

/**
 * Browser features the app never uses, off for its pages and anything they embed (geolocation
 * stays for this origin: the partners' "near me" search asks for it).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers every answer carries (no MIME sniffing, no full URL in the Referer of cross-origin
 * requests), plus a Content-Security-Policy on HTML and SVG. A handler that computes its own
 * policy (the web app's index.html, with the hashes of its inline scripts) keeps it.
 */
export function securityHeaders({ htmlPolicy }: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (type.startsWith('text/html')) {
      c.header('Permissions-Policy', PERMISSIONS_POLICY);
      // A window this page opens (a partner's store) gets no handle back to it.
      c.header('Cross-Origin-Opener-Policy', 'same-origin');
    }
    if (c.res.headers.has('Content-Security-Policy')) return;
    if (type.startsWith('text/html')) c.header('Content-Security-Policy', await htmlPolicy());
    else if (type.startsWith('image/svg+xml')) c.header('Content-Security-Policy', SVG_POLICY);
  };
}

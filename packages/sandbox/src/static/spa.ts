import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';

/** True for requests a browser makes when navigating to a client-side route. */
function isNavigation(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const lastSegment = c.req.path.split('/').pop() ?? '';
  // A missing '/assets/app.js' should be a 404, not index.html served as JavaScript.
  return !lastSegment.includes('.') || (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * Serves a built single-page app: files from `root`, and index.html for any other navigation,
 * so the app's router handles deep links. Register after the API routes.
 */
export function spaHandlers(root: string): MiddlewareHandler[] {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`The static directory ${root} has no index.html`);
  }
  // HTML must be revalidated so a new build is picked up; hashed assets may be cached.
  const noCacheForHtml = (path: string, c: Context): void => {
    if (path.endsWith('.html')) c.header('Cache-Control', 'no-cache');
  };
  const files = serveStatic({ root, onFound: noCacheForHtml });
  const indexHtml = serveStatic({ root, path: 'index.html', onFound: noCacheForHtml });
  const fallback = async (c: Context, next: Next): Promise<Response | void> =>
    isNavigation(c) ? indexHtml(c, next) : next();
  return [files, fallback];
}

/** What the page says to a waiting service worker: "take over now" (the member accepted). */
export const SKIP_WAITING = 'clube/skip-waiting';

/** Where the service worker lives: the root, so that it controls every route. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Paths served by the API and the sandbox: never answered from the precache. */
export const NETWORK_ONLY_PATHS = ['/clube', '/cep', '/media', '/sandbox', '/manifest.webmanifest'];

/** Where the service worker keeps the media images the member saw, and for how long. */
export const MEDIA_CACHE = {
  name: 'clube-media',
  maxEntries: 200,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/**
 * Whether a request is a media image of this site, kept once seen: an image (never a fetch of
 * an API answer), under /media, of the page's own origin (never another site's file).
 */
export function isKeptMediaImage(url: URL, destination: string, origin: string): boolean {
  return (
    destination === 'image' &&
    url.origin === origin &&
    (url.pathname === '/media' || url.pathname.startsWith('/media/'))
  );
}

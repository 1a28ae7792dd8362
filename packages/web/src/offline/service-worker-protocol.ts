/** What the page says to a waiting service worker: "take over now" (the member accepted). */
export const SKIP_WAITING = 'clube/skip-waiting';

/**
 * What the page tells the service worker once it is active: the media images it loaded before
 * the worker controlled it (those never went through the worker), to keep them as if seen.
 */
export const KEEP_MEDIA = 'clube/keep-media';

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

/**
 * The URLs of a KEEP_MEDIA message the worker may fetch and keep: strings that parse as media
 * images of its own origin (the message is not trusted), each once, at most as many as the
 * media cache holds. Anything else (an API address, another site, a non-string) is dropped.
 */
export function mediaUrlsToKeep(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const kept = new Set<string>();
  for (const candidate of urls) {
    if (kept.size >= MEDIA_CACHE.maxEntries) break;
    if (typeof candidate !== 'string') continue;
    let url: URL;
    try {
      url = new URL(candidate, origin);
    } catch {
      continue;
    }
    if (isKeptMediaImage(url, 'image', origin)) kept.add(url.href);
  }
  return [...kept];
}

/** A resource the page loaded, as the browser's performance timeline reports it. */
export interface LoadedResource {
  readonly name: string;
  readonly initiatorType: string;
}

/** The media images of this origin among the resources the page loaded (`<img>` only). */
export function loadedMediaImages(entries: readonly LoadedResource[], origin: string): string[] {
  return mediaUrlsToKeep(
    entries.filter((entry) => entry.initiatorType === 'img').map((entry) => entry.name),
    origin,
  );
}

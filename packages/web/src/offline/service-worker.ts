// The club's service worker (Workbox, built by scripts/service-worker-plugin.ts): it precaches the
// app's own files — same origin only, listed at build time — and answers every navigation with
// the precached index.html, so that the shell opens without a signal. API answers (/clube,
// /cep) and the sandbox's pages are never routed here: they go to the network and are never
// stored (the API sends Cache-Control: no-store). Images under /media of this origin (partners'
// logos the member saw on Meus resgates) are kept in a cache of their own, so that the codes
// kept on the device open offline with their logos; the page hands over the ones it showed
// before this worker controlled it (a first visit), which never came through here.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isKeptMediaImage,
  KEEP_MEDIA,
  MEDIA_CACHE,
  mediaUrlsToKeep,
  NETWORK_ONLY_PATHS,
  SKIP_WAITING,
} from './service-worker-protocol.ts';

// The worker's global, typed by hand: the app's type check has the DOM's lib, which the
// WebWorker lib would clash with.
declare const self: {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: KeptMessageEvent) => void): void;
};
/** A message to the worker (an ExtendableMessageEvent: it may wait for work it started). */
type KeptMessageEvent = MessageEvent & { waitUntil(work: Promise<unknown>): void };
/** The precache list, written in by the build: `{ url, revision }` of every file of dist. */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// The page of a first visit is taken over as soon as the worker is active, so that its screens'
// code comes from the precache if the signal goes before the next visit. A new version is
// active only once the member accepted it (and the page reloads then) or every tab closed:
// taking over never swaps a version mid-task.
clientsClaim();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: NETWORK_ONLY_PATHS.map((prefix) => new RegExp(`^${prefix}(/|$)`)),
  }),
);

// Seen once, a media image opens from the cache (offline too); the oldest go past 200 images
// or after 30 days. Only same-origin images: never an API answer, never another site's file.
const mediaImages = new CacheFirst({
  cacheName: MEDIA_CACHE.name,
  plugins: [
    new ExpirationPlugin({
      maxEntries: MEDIA_CACHE.maxEntries,
      maxAgeSeconds: MEDIA_CACHE.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ request, url }) => isKeptMediaImage(url, request.destination, self.location.origin),
  mediaImages,
);

// A new version waits until the member accepts it ("Nova versão disponível — atualizar"), or
// until every tab of the old one is closed: never in the middle of a task.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  // The images the page showed before this worker controlled it never came through here: kept
  // now, through the same cache and its limits (same-origin media images only, checked again
  // here; one that fails is simply not kept).
  if (data?.type === KEEP_MEDIA && event.origin === self.location.origin) {
    const urls = mediaUrlsToKeep(data.urls, self.location.origin);
    event.waitUntil(
      Promise.all(
        urls.map((url) =>
          mediaImages.handle({ event: event as never, request: new Request(url) }).catch(() => {}),
        ),
      ),
    );
  }
});

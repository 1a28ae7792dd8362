import { KEEP_MEDIA, loadedMediaImages } from './service-worker-protocol.ts';

/**
 * Hands the active service worker the media images this page loaded without it: on a first
 * visit the worker installs after the page's logos were shown, and until a reload it controls
 * nothing, so those images never went through its cache. Each one the page loads while no
 * worker controls it is handed over too. Same-origin media images only (the worker checks again).
 */
export function handOverLoadedMedia(registration: ServiceWorkerRegistration): void {
  const worker = registration.active;
  if (!worker || typeof performance === 'undefined') return;
  const origin = window.location.origin;
  const handOver = (entries: readonly PerformanceResourceTiming[]) => {
    const urls = loadedMediaImages(entries, origin);
    if (urls.length > 0) worker.postMessage({ type: KEEP_MEDIA, urls });
  };
  handOver(performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
  if (navigator.serviceWorker.controller || typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    // Once a worker controls the page, images go through its cache by themselves.
    if (navigator.serviceWorker.controller) observer.disconnect();
    else handOver(list.getEntries() as PerformanceResourceTiming[]);
  });
  observer.observe({ type: 'resource' });
}

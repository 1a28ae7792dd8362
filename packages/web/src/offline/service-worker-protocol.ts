/** What the page says to a waiting service worker: "take over now" (the member accepted). */
export const SKIP_WAITING = 'clube/skip-waiting';

/** Where the service worker lives: the root, so that it controls every route. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Paths served by the API and the sandbox: never answered from the precache. */
export const NETWORK_ONLY_PATHS = ['/clube', '/cep', '/media', '/sandbox', '/manifest.webmanifest'];

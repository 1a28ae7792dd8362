import { handOverLoadedMedia } from './media-handover.ts';
import { SERVICE_WORKER_URL, SKIP_WAITING } from './service-worker-protocol.ts';

/**
 * The installed app's state, for the quiet prompts: a new version waiting, the browser's
 * install offer. A small store that React reads with useSyncExternalStore.
 */
export interface AppUpdateState {
  /** A new version is installed and waits: "Nova versão disponível — atualizar". */
  readonly updateWaiting: boolean;
  /** The browser offers to install the club (its `beforeinstallprompt`), kept for the member. */
  readonly installOffered: boolean;
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let state: AppUpdateState = { updateWaiting: false, installOffered: false };
const listeners = new Set<() => void>();
let waiting: ServiceWorker | null = null;
let installEvent: InstallPromptEvent | null = null;

function set(next: Partial<AppUpdateState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const appUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AppUpdateState => state,
  /** The member accepted the new version: it takes over and the page reloads once. */
  update(): void {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: SKIP_WAITING });
  },
  /** Opens the browser's install question; the offer is gone afterwards, whatever the answer. */
  async install(): Promise<void> {
    const offer = installEvent;
    installEvent = null;
    set({ installOffered: false });
    await offer?.prompt();
  },
  dismissInstall(): void {
    installEvent = null;
    set({ installOffered: false });
  },
};

function watchWaiting(registration: ServiceWorkerRegistration): void {
  const found = (worker: ServiceWorker | null) => {
    // A first install has no controller yet: nothing to update from.
    if (!worker || !navigator.serviceWorker.controller) return;
    waiting = worker;
    set({ updateWaiting: true });
  };
  found(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') found(installing);
    });
  });
}

/**
 * Registers the service worker once the page has loaded (it never competes with the first
 * paint) and listens for the browser's install offer. Browsers without service workers, and
 * a page not served over a secure origin, simply go on without.
 */
export function startAppUpdates(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    set({ installOffered: true });
  });
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        watchWaiting(registration);
        // Once a worker is active, it keeps the images shown before it took control.
        void navigator.serviceWorker.ready.then(handOverLoadedMedia);
      })
      .catch(() => {
        // Without a worker the club still works online; there is nothing to tell the member.
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

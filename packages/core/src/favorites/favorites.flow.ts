import { fromPromise } from 'xstate';
import type { Notifier } from '../notifications/notifier.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import type { FavoritesPort } from './favorites.port.ts';

/** The favorites machine's effects: the port's slugs and toggle, and the host's toasts. */
export function favoritesEffects(favorites: FavoritesPort, notifier: Notifier) {
  return {
    actors: {
      loadSlugs: fromPromise<string[]>(({ signal }) => favorites.slugs(signal)),
      toggle: fromPromise<boolean, { slug: string }>(({ input, signal }) =>
        favorites.toggle(input.slug, signal),
      ),
    },
    actions: {
      notify: (_: unknown, toast: ToastInput) => notifier.notify(toast),
    },
  };
}

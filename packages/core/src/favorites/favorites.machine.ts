import { assign, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { FavoritedCampaign } from './favorited-campaign.schema.ts';
import { applyFavoriteAnswer, removeFromFavoritesView } from './favorites.rules.ts';

export interface FavoriteClick {
  slug: string;
  /** The toast's title (SPEC §8: the partner name). */
  partnerName: string;
}

/** Data only (it survives JSON): the requests and the toasts are the club's, given with provide. */
export interface FavoritesContext {
  /** The member's favorite campaign slugs, as the server last said. */
  slugs: string[];
  /** Clicks not sent yet: one request at a time, in click order. */
  queue: FavoriteClick[];
  /** The favorites view, when open: an unfavorited item leaves it and the total drops. */
  view: { items: FavoritedCampaign[]; total: number } | null;
  error: ClubError | null;
  /** The slug whose last click the server refused (its button says so until clicked again). */
  failedSlug: string | null;
}

export type FavoritesEvent =
  | { type: 'LOAD' }
  | { type: 'TOGGLE'; slug: string; partnerName: string }
  | { type: 'SHOW_VIEW'; items: FavoritedCampaign[]; total: number }
  | { type: 'HIDE_VIEW' }
  | { type: 'CLEAR' };

/**
 * SPEC §4 "Favorites": the server answers whether the item is now a favorite and the local
 * list follows that answer (not a local guess), so after any sequence of clicks it equals
 * the server's truth. Clicks during a request wait their turn.
 */
export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
  },
  // Supplied by the club (`favoritesEffects`): the slugs, the toggle, and the host's toasts.
  actors: {
    loadSlugs: unprovided<string[]>('loadSlugs'),
    toggle: unprovided<boolean, { slug: string }>('toggle'),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'TOGGLE'
          ? [...context.queue, { slug: event.slug, partnerName: event.partnerName }]
          : context.queue,
      failedSlug: ({ context, event }) =>
        event.type === 'TOGGLE' && event.slug === context.failedSlug ? null : context.failedSlug,
    }),
    notify: (_, _toast: ToastInput) => {},
  },
  guards: {
    hasQueuedClick: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'favorites',
  context: {
    slugs: [],
    queue: [],
    view: null,
    error: null,
    failedSlug: null,
  },
  initial: 'idle',
  on: {
    TOGGLE: { actions: 'enqueue' },
    SHOW_VIEW: {
      actions: assign({ view: ({ event }) => ({ items: event.items, total: event.total }) }),
    },
    HIDE_VIEW: { actions: assign({ view: null }) },
    CLEAR: {
      target: '.idle',
      actions: assign({ slugs: [], queue: [], view: null, error: null, failedSlug: null }),
    },
  },
  states: {
    idle: {
      on: { LOAD: 'loading' },
      always: { guard: 'hasQueuedClick', target: 'toggling' },
    },
    loading: {
      invoke: {
        id: 'loadSlugs',
        src: 'loadSlugs',
        onDone: {
          target: 'ready',
          actions: assign({ slugs: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {
      on: { LOAD: 'loading' },
      always: { guard: 'hasQueuedClick', target: 'toggling' },
    },
    toggling: {
      invoke: {
        id: 'toggle',
        src: 'toggle',
        input: ({ context }) => ({ slug: context.queue[0]?.slug ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context, event }) => ({
                type: 'favorite',
                title: message('feedback.offerTitle', {
                  title: context.queue[0]?.partnerName ?? '',
                }),
                text: message(event.output ? 'favorites.added' : 'favorites.removed'),
              }),
            },
            assign(({ context, event }) => {
              const [click, ...rest] = context.queue;
              const slug = click?.slug ?? '';
              return {
                queue: rest,
                slugs: applyFavoriteAnswer(context.slugs, slug, event.output),
                view:
                  context.view && !event.output
                    ? removeFromFavoritesView(context.view, slug)
                    : context.view,
                error: null,
              };
            }),
          ],
        },
        // The slugs stay as the server last said; the member is told (SPEC §4 "Favorites").
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                type: 'error',
                title: message('feedback.offerTitle', {
                  title: context.queue[0]?.partnerName ?? '',
                }),
                text: message('favorites.failed'),
              }),
            },
            assign(({ context, event }) => ({
              queue: context.queue.slice(1),
              error: toClubError(event.error),
              failedSlug: context.queue[0]?.slug ?? null,
            })),
          ],
        },
      },
    },
  },
});

export type FavoritesMachine = typeof favoritesMachine;

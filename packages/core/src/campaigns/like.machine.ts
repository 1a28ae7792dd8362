import { assign, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { unprovided } from '../shared/unprovided.ts';
import { applyLike, type Likeable } from './like.rules.ts';

export interface LikeItem extends Likeable {
  slug: string;
  /** The toast's title. */
  title: string;
}

/** Data only (it survives JSON): the request and the toasts are the flow's, given with provide. */
export interface LikeContext {
  item: LikeItem;
  error: ClubError | null;
}

export type LikeEvent = { type: 'TOGGLE' };

/** SPEC §4 "Liking": one request at a time; the server's answer sets is_liked and the count. */
export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as { item: LikeItem },
  },
  // Supplied by the flow (`likeEffects`): the like request, and the host's toasts.
  actors: {
    toggleLike: unprovided<boolean, { slug: string }>('toggleLike'),
  },
  actions: {
    notify: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({ item: input.item, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { TOGGLE: 'sending' } },
    sending: {
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ slug: context.item.slug }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              item: ({ context, event }) => applyLike(context.item, event.output),
              error: null,
            }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                type: 'like',
                title: message('feedback.offerTitle', { title: context.item.title }),
                text: message(event.output ? 'likes.liked' : 'likes.unliked'),
              }),
            },
          ],
        },
        // The item stays as the server last said, and the member is told (SPEC §4 "Liking").
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => toClubError(event.error) }),
            {
              type: 'notify',
              params: ({ context }) => ({
                type: 'error',
                title: message('feedback.offerTitle', { title: context.item.title }),
                text: message('likes.failed'),
              }),
            },
          ],
        },
      },
    },
  },
});

export type LikeMachine = typeof likeMachine;

import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import { applyLike, type Likeable } from './like.rules.ts';

export interface LikeItem extends Likeable {
  slug: string;
  /** The toast's title. */
  title: string;
}

export interface LikeContext {
  campaigns: CampaignsPort;
  notify: Notify | null;
  item: LikeItem;
  error: ClubError | null;
}

export type LikeEvent = { type: 'TOGGLE' };

/** SPEC §4 "Liking": one request at a time; the server's answer sets is_liked and the count. */
export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as { campaigns: CampaignsPort; item: LikeItem; notify?: Notify },
  },
  actors: {
    toggleLike: fromPromise<boolean, { campaigns: CampaignsPort; slug: string }>(({ input }) =>
      input.campaigns.toggleLike(input.slug),
    ),
  },
  actions: {
    notifyLike: ({ context }, liked: boolean) =>
      context.notify?.({
        type: 'like',
        title: message('feedback.offerTitle', { title: context.item.title }),
        text: message(liked ? 'likes.liked' : 'likes.unliked'),
      }),
    notifyLikeFailure: ({ context }) =>
      context.notify?.({
        type: 'error',
        title: message('feedback.offerTitle', { title: context.item.title }),
        text: message('likes.failed'),
      }),
  },
}).createMachine({
  id: 'like',
  context: ({ input }) => ({
    campaigns: input.campaigns,
    notify: input.notify ?? null,
    item: input.item,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { TOGGLE: 'sending' } },
    sending: {
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ campaigns: context.campaigns, slug: context.item.slug }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              item: ({ context, event }) => applyLike(context.item, event.output),
              error: null,
            }),
            { type: 'notifyLike', params: ({ event }) => event.output },
          ],
        },
        // The item stays as the server last said, and the member is told (SPEC §4 "Liking").
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => toClubError(event.error) }),
            'notifyLikeFailure',
          ],
        },
      },
    },
  },
});

export type LikeMachine = typeof likeMachine;

import { assign, setup, spawnChild } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { Notification } from './notification.schema.ts';

/** Data only (it survives JSON): the requests are the club's, given with provide. */
export interface NotificationsContext {
  items: Notification[];
  /** The server reported new notifications: the list may be fetched. */
  canGetNewNotifications: boolean;
  /** The bell's new-dot. */
  newNotification: boolean;
  error: ClubError | null;
}

export type NotificationsEvent =
  { type: 'CHECK' } | { type: 'FETCH' } | { type: 'MARK_READ'; id: string } | { type: 'CLEAR' };

/**
 * SPEC §4 "Notifications": a check sets both flags when the server reports new; fetching
 * the list clears both; marking one read sets it read locally (and tells the server).
 * Failures are kept silently (SPEC §8).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  // Supplied by the club (`notificationsEffects`). `markRead` is spawned fire-and-forget: its
  // effect must never reject (a spawned child's failure would stop this machine).
  actors: {
    check: unprovided<boolean>('check'),
    list: unprovided<Notification[]>('list'),
    markRead: unprovided<void, { id: string }>('markRead'),
  },
}).createMachine({
  id: 'notifications',
  context: {
    items: [],
    canGetNewNotifications: false,
    newNotification: false,
    error: null,
  },
  initial: 'idle',
  on: {
    MARK_READ: {
      actions: [
        assign({
          items: ({ context, event }) =>
            context.items.map((item) => (item.id === event.id ? { ...item, read: true } : item)),
        }),
        // Fire and forget: the local state is already right, a failure changes nothing.
        spawnChild('markRead', {
          input: ({ event }) => ({ id: event.type === 'MARK_READ' ? event.id : '' }),
        }),
      ],
    },
    CLEAR: {
      target: '.idle',
      actions: assign({ items: [], canGetNewNotifications: false, newNotification: false }),
    },
  },
  states: {
    idle: {
      on: { CHECK: 'checking', FETCH: 'fetching' },
    },
    checking: {
      // A read of the list answers what the check asks, and clears its flags: a FETCH sent
      // during a check (a host that reads the list as soon as the club starts) is not lost.
      on: { FETCH: 'fetching' },
      invoke: {
        id: 'check',
        src: 'check',
        onDone: {
          target: 'idle',
          actions: assign(({ event, context }) =>
            event.output
              ? { canGetNewNotifications: true, newNotification: true, error: null }
              : { canGetNewNotifications: context.canGetNewNotifications, error: null },
          ),
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    fetching: {
      invoke: {
        id: 'list',
        src: 'list',
        onDone: {
          target: 'idle',
          actions: assign({
            items: ({ event }) => event.output,
            canGetNewNotifications: false,
            newNotification: false,
            error: null,
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;

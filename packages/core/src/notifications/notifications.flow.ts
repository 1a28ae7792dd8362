import { fromPromise } from 'xstate';
import type { Notification } from './notification.schema.ts';
import type { NotificationsPort } from './notifications.port.ts';

/**
 * The notifications machine's effects over the port. Marking one read is fire-and-forget and
 * its failure silent (SPEC §8): that effect never rejects.
 */
export function notificationsEffects(notifications: NotificationsPort) {
  return {
    actors: {
      check: fromPromise<boolean>(({ signal }) => notifications.check(signal)),
      list: fromPromise<Notification[]>(({ signal }) => notifications.list(signal)),
      markRead: fromPromise<void, { id: string }>(({ input, signal }) =>
        notifications.markRead(input.id, signal).catch(() => undefined),
      ),
    },
  };
}

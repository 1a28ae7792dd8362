import type { SnapshotFrom } from 'xstate';
import type { Notification } from './notification.schema.ts';
import type { NotificationsEvent, notificationsMachine } from './notifications.machine.ts';

/** The bell and the notifications panel as any view uses them (SPEC §2, §4). */
export interface NotificationsApi {
  readonly items: readonly Notification[];
  /** The bell's new-dot. */
  readonly hasNew: boolean;
  /** Nothing to list: the panel reads 'Não há novas notificações'. */
  readonly empty: boolean;
  /** The panel opens: the list is fetched when the check reported new ones or none is held. */
  opened(): void;
  markRead(id: string): void;
}

export function connectNotifications(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  send: (event: NotificationsEvent) => void,
): NotificationsApi {
  const { items, newNotification, canGetNewNotifications } = snapshot.context;
  return {
    items,
    hasNew: newNotification,
    empty: items.length === 0,
    opened: () => {
      if (canGetNewNotifications || items.length === 0) send({ type: 'FETCH' });
    },
    markRead: (id) => send({ type: 'MARK_READ', id }),
  };
}

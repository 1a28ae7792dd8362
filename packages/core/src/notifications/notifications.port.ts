import type { Notification } from './notification.schema.ts';

export interface NotificationsPort {
  /** Whether the server has new notifications. */
  check(): Promise<boolean>;
  list(): Promise<Notification[]>;
  markRead(id: string): Promise<void>;
}

export const NotificationsPortToken = Symbol.for('clube.NotificationsPort');

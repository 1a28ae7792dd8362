import type { Notification } from './notification.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface NotificationsPort {
  /** Whether the server has new notifications. */
  check(signal?: AbortSignalLike): Promise<boolean>;
  list(signal?: AbortSignalLike): Promise<Notification[]>;
  markRead(id: string, signal?: AbortSignalLike): Promise<void>;
}

export const NotificationsPortToken = Symbol.for('clube.NotificationsPort');

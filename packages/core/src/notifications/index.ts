// @clube/core/notifications: the notifications context's public surface.
export type { Notification } from './notification.schema.ts';
export { notificationSchema } from './notification.schema.ts';
export type {
  NotificationsContext,
  NotificationsEvent,
  NotificationsMachine,
} from './notifications.machine.ts';
export { notificationsMachine } from './notifications.machine.ts';
export { notificationsEffects } from './notifications.flow.ts';
export type { Toast, ToastInput } from './toast.schema.ts';
export { toastSchema } from './toast.schema.ts';
export type { Notify, ToastsContext, ToastsEvent, ToastsMachine } from './toasts.machine.ts';
export { toastsMachine } from './toasts.machine.ts';
export type { NotificationsApi } from './notifications.connect.ts';
export { connectNotifications } from './notifications.connect.ts';

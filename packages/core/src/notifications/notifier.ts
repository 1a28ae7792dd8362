import type { ToastInput } from './toast.schema.ts';

/** A host that shows feedback toasts (the club): what a flow needs to report an outcome. */
export interface Notifier {
  notify(toast: ToastInput): void;
}

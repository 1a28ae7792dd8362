import { assign, enqueueActions, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../shared/constants.ts';
import type { Toast, ToastInput } from './toast.schema.ts';

export interface ToastsContext {
  toasts: Toast[];
  /** How many toasts were shown: ids stay unique within one club. */
  shown: number;
}

export type ToastsEvent = { type: 'SHOW'; toast: ToastInput } | { type: 'CLOSE'; id: string };

/** The feedback toasts: a queue where each closes by itself after 5000 ms (SPEC §9). */
export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  delays: { toastDuration: TOAST_DURATION_MS },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], shown: 0 },
  initial: 'active',
  states: {
    active: {
      on: {
        SHOW: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const id = `toast-${context.shown + 1}`;
            const toast: Toast = {
              id,
              type: event.toast.type,
              title: event.toast.title,
              text: event.toast.text ?? null,
              icon: event.toast.icon ?? null,
            };
            enqueue.assign({ toasts: [...context.toasts, toast], shown: context.shown + 1 });
            enqueue.raise({ type: 'CLOSE', id }, { id, delay: 'toastDuration' });
          }),
        },
        CLOSE: {
          actions: [
            enqueueActions(({ event, enqueue }) => enqueue.cancel(event.id)),
            assign({
              toasts: ({ context, event }) =>
                context.toasts.filter((toast) => toast.id !== event.id),
            }),
          ],
        },
      },
    },
  },
});

export type ToastsMachine = typeof toastsMachine;
/** What machines call to show a toast (the club routes it to its toasts actor). */
export type Notify = (toast: ToastInput) => void;

import { assign, fromPromise, setup } from 'xstate';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { toClubError, type ClubError } from './club-error.ts';

export interface SubmissionContext<TPort, TPayload, TResult> {
  port: TPort;
  notify: Notify | null;
  payload: TPayload | null;
  result: TResult | null;
  error: ClubError | null;
}

export type SubmissionEvent<TPayload> = { type: 'SUBMIT'; payload: TPayload } | { type: 'RESET' };

export interface SubmissionSpec<TPort, TPayload, TResult> {
  id: string;
  /** The call; an answer that means failure (e.g. success false) should reject. */
  submit: (port: TPort, payload: TPayload) => Promise<TResult>;
  successToast?: (result: TResult) => ToastInput | null;
  failureToast?: (error: ClubError) => ToastInput | null;
}

/**
 * A form sent once: idle → submitting → succeeded | failed. SUBMIT is ignored while a
 * request is in flight. Each flow (support, partner request, pharmacy card, cashback
 * redemption) names its call and its toasts.
 */
export function createSubmissionMachine<TPort, TPayload, TResult>(
  spec: SubmissionSpec<TPort, TPayload, TResult>,
) {
  return setup({
    types: {
      context: {} as SubmissionContext<TPort, TPayload, TResult>,
      events: {} as SubmissionEvent<TPayload>,
      input: {} as { port: TPort; notify?: Notify },
    },
    actors: {
      submit: fromPromise<TResult, { port: TPort; payload: TPayload }>(({ input }) =>
        spec.submit(input.port, input.payload),
      ),
    },
    actions: {
      notifySuccess: ({ context }) => {
        const toast = spec.successToast?.(context.result as TResult);
        if (toast) context.notify?.(toast);
      },
      notifyFailure: ({ context }) => {
        const toast = context.error ? spec.failureToast?.(context.error) : null;
        if (toast) context.notify?.(toast);
      },
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      port: input.port,
      notify: input.notify ?? null,
      payload: null,
      result: null,
      error: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          SUBMIT: {
            target: 'submitting',
            actions: assign({ payload: ({ event }) => event.payload, error: null }),
          },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ port: context.port, payload: context.payload as TPayload }),
          onDone: {
            target: 'succeeded',
            actions: [assign({ result: ({ event }) => event.output }), 'notifySuccess'],
          },
          onError: {
            target: 'failed',
            actions: [assign({ error: ({ event }) => toClubError(event.error) }), 'notifyFailure'],
          },
        },
      },
      succeeded: {
        on: { RESET: { target: 'idle', actions: assign({ payload: null, result: null }) } },
      },
      failed: {
        on: {
          RESET: { target: 'idle', actions: assign({ error: null }) },
          SUBMIT: {
            target: 'submitting',
            actions: assign({ payload: ({ event }) => event.payload, error: null }),
          },
        },
      },
    },
  });
}

import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { SupportPort } from './support.port.ts';

/** The contract's required fields of POST support (SPEC does not show the payload). */
export type SupportValues = {
  subject: string;
  message: string;
};

export interface SupportDeps {
  support: SupportPort;
  notify: Notify | null;
}

export const EMPTY_SUPPORT: SupportValues = { subject: '', message: '' };

/**
 * Suporte (SPEC §8) on the one form machine: subject and message, both required. Success
 * toasts 'Suporte' and the fields empty for a next request; a failure toasts 'Ops!', keeps
 * what was typed, and leaves the server's error (with its data) on the form's `failure`.
 */
export const supportFormMachine = createFormMachine<SupportValues, SupportDeps, void>({
  id: 'support',
  required: ['subject', 'message'],
  resetOnSuccess: true,
  submit: ({ values, deps }) =>
    deps.support.send({ subject: values.subject.trim(), message: values.message.trim() }),
  onSuccess: (_result, _values, deps) =>
    deps.notify?.({
      type: 'success',
      title: message('support.successTitle'),
      text: message('support.successText'),
    }),
  onFailure: (_error, _values, deps) =>
    deps.notify?.({
      type: 'error',
      title: message('support.failureTitle'),
      text: message('support.failureText'),
    }),
});

export type SupportFormMachine = typeof supportFormMachine;

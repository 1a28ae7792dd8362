import { createForm } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { SupportPort } from './support.port.ts';

/** The contract's required fields of POST support (SPEC does not show the payload). */
export type SupportValues = {
  subject: string;
  message: string;
};

/** No data: the rules read only what is typed. */
export type SupportDeps = Record<string, never>;

/** What the flow supplies: the support port and the toasts. */
export interface SupportEffects {
  support: SupportPort;
  notify: Notify | null;
}

export const EMPTY_SUPPORT: SupportValues = { subject: '', message: '' };

/**
 * Suporte (SPEC §8) on the one form machine: subject and message, both required. Success
 * toasts 'Suporte' and the fields empty for a next request; a failure toasts 'Ops!', keeps
 * what was typed, and leaves the server's error (with its data) on the form's `failure`.
 */
export const supportForm = createForm<SupportValues, SupportDeps, void, SupportEffects>({
  id: 'support',
  required: ['subject', 'message'],
  resetOnSuccess: true,
  submit: ({ values, effects, signal }) =>
    effects.support.send(
      { subject: values.subject.trim(), message: values.message.trim() },
      signal,
    ),
  onSuccess: (_result, _values, _deps, effects) =>
    effects.notify?.({
      type: 'success',
      title: message('support.successTitle'),
      text: message('support.successText'),
    }),
  onFailure: (_error, _values, _deps, effects) =>
    effects.notify?.({
      type: 'error',
      title: message('support.failureTitle'),
      text: message('support.failureText'),
    }),
});

export const supportFormMachine = supportForm.machine;

export type SupportFormMachine = typeof supportFormMachine;

import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { Letter } from './letter.schema.ts';
import { LETTER_DOCUMENT_LENGTH } from './letter.rules.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

/** The letter data of SPEC §3, as typed. */
export type LetterRequestValues = {
  name: string;
  document: string;
  number: string;
  email: string;
  statement: boolean;
};

export interface LetterRequestDeps {
  redemptions: RedemptionsPort;
  campaignId: string;
  notify: Notify | null;
}

/**
 * A letter request (SPEC §3, §5): every field filled, the document of exactly 14 characters
 * and the statement accepted; what the member typed is kept after any failure.
 */
export const letterRequestFormMachine = createFormMachine<
  LetterRequestValues,
  LetterRequestDeps,
  Letter | null
>({
  id: 'letterRequest',
  required: ['name', 'document', 'number', 'email'],
  rules: {
    document: (typed) =>
      typed.trim().length === LETTER_DOCUMENT_LENGTH ? null : 'validation.letterData',
    email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email'),
    statement: (accepted) => (accepted ? null : 'validation.required'),
  },
  submit: ({ values, deps }) =>
    deps.redemptions.requestLetter(deps.campaignId, {
      name: values.name.trim(),
      document: values.document.trim(),
      number: values.number.trim(),
      email: values.email.trim(),
      statement: values.statement,
    }),
  onSuccess: (_letter, _values, deps) =>
    deps.notify?.({ type: 'success', title: message('letters.requested') }),
});

export type LetterRequestFormMachine = typeof letterRequestFormMachine;

import { createForm } from '../forms/form.machine.ts';
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

/** What the form keeps: the letter campaign asked for. */
export interface LetterRequestDeps {
  campaignId: string;
}

/** What the flow supplies: the redemptions port and the toasts. */
export interface LetterRequestEffects {
  redemptions: RedemptionsPort;
  notify: Notify | null;
}

/**
 * A letter request (SPEC §3, §5): every field filled, the document of exactly 14 characters
 * and the statement accepted; what the member typed is kept after any failure.
 */
export const letterRequestForm = createForm<
  LetterRequestValues,
  LetterRequestDeps,
  Letter | null,
  LetterRequestEffects
>({
  id: 'letterRequest',
  required: ['name', 'document', 'number', 'email'],
  rules: {
    document: (typed) =>
      typed.trim().length === LETTER_DOCUMENT_LENGTH ? null : 'validation.letterData',
    email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email'),
    statement: (accepted) => (accepted ? null : 'validation.required'),
  },
  submit: ({ values, deps, effects, signal }) =>
    effects.redemptions.requestLetter(
      deps.campaignId,
      {
        name: values.name.trim(),
        document: values.document.trim(),
        number: values.number.trim(),
        email: values.email.trim(),
        statement: values.statement,
      },
      signal,
    ),
  onSuccess: (_letter, _values, _deps, effects) =>
    effects.notify?.({ type: 'success', title: message('letters.requested') }),
});

export const letterRequestFormMachine = letterRequestForm.machine;

export type LetterRequestFormMachine = typeof letterRequestFormMachine;

import { createForm } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

/** Where to send a letter. */
export type LetterSendValues = { email: string };

/** What the form keeps: the letter to send. */
export interface LetterSendDeps {
  letterId: string;
}

/** What the flow supplies: the redemptions port. */
export interface LetterSendEffects {
  redemptions: RedemptionsPort;
}

/** What the form answers once the letter went out: the address it went to. */
export interface LetterSent {
  email: string;
}

/**
 * Sends one letter by e-mail (SPEC §7 POST rescue/letter/{letterId}): the address is required
 * and must be an e-mail (SPEC §5); one request per click, the address kept after a failure,
 * the server's words on the form when it refuses, and an answer of `success: false` read as a
 * refusal (SPEC's generic 'Erro!').
 */
export const letterSendForm = createForm<
  LetterSendValues,
  LetterSendDeps,
  LetterSent,
  LetterSendEffects
>({
  id: 'letterSend',
  required: ['email'],
  rules: { email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email') },
  submit: async ({ values, deps, effects, signal }) => {
    const email = values.email.trim();
    const success = await effects.redemptions.sendLetter(deps.letterId, email, signal);
    if (!success) {
      const refused: ClubError = { kind: 'server', status: 200, message: '' };
      throw refused;
    }
    return { email };
  },
});

export const letterSendFormMachine = letterSendForm.machine;

export type LetterSendFormMachine = typeof letterSendFormMachine;

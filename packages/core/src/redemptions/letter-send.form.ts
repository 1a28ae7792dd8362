import { createFormMachine } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

/** Where to send a letter. */
export type LetterSendValues = { email: string };

export interface LetterSendDeps {
  redemptions: RedemptionsPort;
  letterId: string;
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
export const letterSendFormMachine = createFormMachine<
  LetterSendValues,
  LetterSendDeps,
  LetterSent
>({
  id: 'letterSend',
  required: ['email'],
  rules: { email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email') },
  submit: async ({ values, deps }) => {
    const email = values.email.trim();
    const success = await deps.redemptions.sendLetter(deps.letterId, email);
    if (!success) {
      const refused: ClubError = { kind: 'server', status: 200, message: '' };
      throw refused;
    }
    return { email };
  },
});

export type LetterSendFormMachine = typeof letterSendFormMachine;

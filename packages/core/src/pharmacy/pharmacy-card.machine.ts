import type { ClubError } from '../shared/club-error.ts';
import { messagePtBr } from '../shared/messages.pt-BR.ts';
import { createSubmissionMachine } from '../shared/submission.machine.ts';
import type { PharmacyPort } from './pharmacy.port.ts';

/** The pharmacy card: 'Seu cartão foi criado com sucesso', or the activation-failed title. */
export const pharmacyCardMachine = createSubmissionMachine<
  PharmacyPort,
  Record<string, unknown>,
  true
>({
  id: 'pharmacyCard',
  submit: async (port, payload) => {
    if (!(await port.activate(payload))) {
      throw {
        kind: 'server',
        status: 200,
        message: messagePtBr('pharmacy.failed'),
      } satisfies ClubError;
    }
    return true;
  },
  successToast: () => ({ type: 'success', title: messagePtBr('pharmacy.created') }),
  failureToast: () => ({ type: 'error', title: messagePtBr('pharmacy.failed') }),
});

export type PharmacyCardMachine = typeof pharmacyCardMachine;

import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
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
        // For logs only: the member reads the failure toast.
        message: 'The pharmacy card was not activated',
      } satisfies ClubError;
    }
    return true;
  },
  successToast: () => ({ type: 'success', title: message('pharmacy.created') }),
  failureToast: () => ({ type: 'error', title: message('pharmacy.failed') }),
});

export type PharmacyCardMachine = typeof pharmacyCardMachine;

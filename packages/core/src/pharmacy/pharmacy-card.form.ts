import { createFormMachine } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { PharmacyPort } from './pharmacy.port.ts';

/** Nothing to type: the member only asks for the card (SPEC and contract show no payload). */
export type PharmacyCardValues = Record<string, never>;

export interface PharmacyCardDeps {
  pharmacy: PharmacyPort;
  notify: Notify | null;
  /** After activation: the member's card expiry changed on the server. */
  onActivated?: () => void;
}

/**
 * Cartão farmácia (SPEC §8) on the one form machine: one activation per click; success toasts
 * 'Seu cartão foi criado com sucesso', a failure (an error or `success: false`) toasts and shows
 * 'Houve um erro ao ativar o seu cartão'.
 */
export const pharmacyCardFormMachine = createFormMachine<
  PharmacyCardValues,
  PharmacyCardDeps,
  void
>({
  id: 'pharmacyCard',
  submit: async ({ deps }) => {
    if (!(await deps.pharmacy.activate({}))) {
      throw {
        kind: 'server',
        status: 200,
        // For logs only: the member reads 'pharmacy.failed'.
        message: 'The pharmacy card was not activated',
      } satisfies ClubError;
    }
  },
  refusal: () => ({ form: message('pharmacy.failed') }),
  onSuccess: (_result, _values, deps) => {
    deps.notify?.({ type: 'success', title: message('pharmacy.created') });
    deps.onActivated?.();
  },
  onFailure: (_error, _values, deps) =>
    deps.notify?.({ type: 'error', title: message('pharmacy.failed') }),
});

export type PharmacyCardFormMachine = typeof pharmacyCardFormMachine;

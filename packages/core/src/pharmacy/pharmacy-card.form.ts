import { createForm } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { PharmacyPort } from './pharmacy.port.ts';

/** Nothing to type: the member only asks for the card (SPEC and contract show no payload). */
export type PharmacyCardValues = Record<string, never>;

/** No data: nothing is typed and nothing checked. */
export type PharmacyCardDeps = Record<string, never>;

/** What the flow supplies: the pharmacy port, the toasts and what follows an activation. */
export interface PharmacyCardEffects {
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
export const pharmacyCardForm = createForm<
  PharmacyCardValues,
  PharmacyCardDeps,
  void,
  PharmacyCardEffects
>({
  id: 'pharmacyCard',
  submit: async ({ effects, signal }) => {
    if (!(await effects.pharmacy.activate({}, signal))) {
      throw {
        kind: 'server',
        status: 200,
        // For logs only: the member reads 'pharmacy.failed'.
        message: 'The pharmacy card was not activated',
      } satisfies ClubError;
    }
  },
  refusal: () => ({ form: message('pharmacy.failed') }),
  onSuccess: (_result, _values, _deps, effects) => {
    effects.notify?.({ type: 'success', title: message('pharmacy.created') });
    effects.onActivated?.();
  },
  onFailure: (_error, _values, _deps, effects) =>
    effects.notify?.({ type: 'error', title: message('pharmacy.failed') }),
});

export const pharmacyCardFormMachine = pharmacyCardForm.machine;

export type PharmacyCardFormMachine = typeof pharmacyCardFormMachine;

import { createForm, serverRefusal } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { WalletPort } from './wallet.port.ts';

/** Nothing to type: the server redeems every available cashback record. */
export type CashbackRedemptionValues = Record<string, never>;

/** No data: nothing is typed and nothing checked. */
export type CashbackRedemptionDeps = Record<string, never>;

/** What the flow supplies: the wallet, the toasts and what follows a redemption. */
export interface CashbackRedemptionEffects {
  wallet: WalletPort;
  notify: Notify | null;
  /** After a redemption: the member's cashback balance changed on the server. */
  onRedeemed?: () => void;
}

/**
 * A cashback redemption (SPEC §8) on the one form machine. It moves money, so the member
 * confirms before anything is sent and one confirmation sends one request. Success toasts
 * 'Resgate realizado com sucesso'; a failure shows the server's own message, as a toast and
 * on the form, and nothing is retried by itself.
 */
export const cashbackRedemptionForm = createForm<
  CashbackRedemptionValues,
  CashbackRedemptionDeps,
  { message: string | null },
  CashbackRedemptionEffects
>({
  id: 'cashbackRedemption',
  confirm: true,
  submit: ({ effects, idempotencyKey, signal }) =>
    effects.wallet.redeemCashback({}, idempotencyKey ? { idempotencyKey } : {}, signal),
  onSuccess: (_result, _values, _deps, effects) => {
    effects.notify?.({ type: 'success', title: message('cashback.redeemed') });
    effects.onRedeemed?.();
  },
  onFailure: (error, _values, _deps, effects) => {
    const { form } = serverRefusal(error);
    if (form) effects.notify?.({ type: 'error', title: form });
  },
});

export const cashbackRedemptionFormMachine = cashbackRedemptionForm.machine;

export type CashbackRedemptionFormMachine = typeof cashbackRedemptionFormMachine;

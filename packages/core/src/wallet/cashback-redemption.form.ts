import { createFormMachine, serverRefusal } from '../forms/form.machine.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import type { WalletPort } from './wallet.port.ts';

/** Nothing to type: the server redeems every available cashback record. */
export type CashbackRedemptionValues = Record<string, never>;

export interface CashbackRedemptionDeps {
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
export const cashbackRedemptionFormMachine = createFormMachine<
  CashbackRedemptionValues,
  CashbackRedemptionDeps,
  { message: string | null }
>({
  id: 'cashbackRedemption',
  confirm: true,
  submit: ({ deps, idempotencyKey }) =>
    deps.wallet.redeemCashback({}, idempotencyKey ? { idempotencyKey } : {}),
  onSuccess: (_result, _values, deps) => {
    deps.notify?.({ type: 'success', title: message('cashback.redeemed') });
    deps.onRedeemed?.();
  },
  onFailure: (error, _values, deps) => {
    const { form } = serverRefusal(error);
    if (form) deps.notify?.({ type: 'error', title: form });
  },
});

export type CashbackRedemptionFormMachine = typeof cashbackRedemptionFormMachine;

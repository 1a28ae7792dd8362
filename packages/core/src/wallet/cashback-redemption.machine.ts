import { message } from '../shared/message-keys.ts';
import { createSubmissionMachine } from '../shared/submission.machine.ts';
import type { WalletPort } from './wallet.port.ts';

/** A cashback redemption: 'Resgate realizado com sucesso', or the server's own message. */
export const cashbackRedemptionMachine = createSubmissionMachine<
  WalletPort,
  Record<string, unknown>,
  { message: string | null }
>({
  id: 'cashbackRedemption',
  submit: (port, payload) => port.redeemCashback(payload),
  successToast: () => ({ type: 'success', title: message('cashback.redeemed') }),
  failureToast: (error) => ({
    type: 'error',
    title: message('errors.server', { message: error.message }),
  }),
});

export type CashbackRedemptionMachine = typeof cashbackRedemptionMachine;

// @clube/core/wallet: the wallet context's public surface.
export type { CashbackRecord } from './cashback-record.schema.ts';
export { cashbackRecordSchema } from './cashback-record.schema.ts';
export type {
  CashbackRedemptionDeps,
  CashbackRedemptionFormMachine,
  CashbackRedemptionValues,
} from './cashback-redemption.form.ts';
export { cashbackRedemptionFormMachine } from './cashback-redemption.form.ts';
export type { PixKeyResult } from './pix.rules.ts';
export { normalisePixKey, PIX_EMAIL_MAX_LENGTH } from './pix.rules.ts';
export type {
  PixType,
  WithdrawEndpoint,
  WithdrawPayload,
  WithdrawRequest,
} from './withdraw.schema.ts';
export { withdrawPayloadSchema } from './withdraw.schema.ts';
export type { WithdrawalDeps, WithdrawalFormMachine, WithdrawalValues } from './withdrawal.form.ts';
export { EMPTY_WITHDRAWAL, withdrawalFormMachine } from './withdrawal.form.ts';
export type { WithdrawDraftResult } from './withdrawal.rules.ts';
export { canWithdraw, withdrawFailureKeys, withdrawPayload } from './withdrawal.rules.ts';
export { cashbackRedemptionFlow, withdrawalFlow } from '../flows.ts';

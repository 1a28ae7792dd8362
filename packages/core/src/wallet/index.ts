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
export { BRAZILIAN_AREA_CODES, normalisePixKey, PIX_EMAIL_MAX_LENGTH } from './pix.rules.ts';
export type { Bank } from './banks.rules.ts';
export { BANK_NAMES, banksOf, normaliseBankCode } from './banks.rules.ts';
export type { CashbackStanding, CashbackStatus } from './cashback-status.rules.ts';
export {
  CASHBACK_STATUSES,
  cashbackStanding,
  formatCalendarDay,
  isCashbackStatus,
  saoPauloDate,
} from './cashback-status.rules.ts';
export type {
  AppliedCashbackFilters,
  CashbackFilters,
  CashbackPeriod,
} from './cashback-filters.rules.ts';
export {
  appliedCashbackFilters,
  CASHBACK_PARTNER_FILTER_MAX_LENGTH,
  CASHBACK_PERIODS,
  cashbackListOf,
  cashbackPeriodRange,
  cashbackQueryOf,
  isCashbackPeriod,
} from './cashback-filters.rules.ts';
export type { HistoryBalance, HistoryEntry } from './wallet-history.rules.ts';
export {
  historyEntryOf,
  narrowPagedList,
  spentFrom,
  spentHistory,
} from './wallet-history.rules.ts';
export type {
  PixType,
  WithdrawEndpoint,
  WithdrawPayload,
  WithdrawRequest,
} from './withdraw.schema.ts';
export { withdrawPayloadSchema } from './withdraw.schema.ts';
export type {
  WithdrawalDeps,
  WithdrawalFormMachine,
  WithdrawalSent,
  WithdrawalValues,
} from './withdrawal.form.ts';
export type { WithdrawalApi, WithdrawalBlock } from './withdrawal.connect.ts';
export { connectWithdrawal } from './withdrawal.connect.ts';
export { EMPTY_WITHDRAWAL, withdrawalForm, withdrawalFormMachine } from './withdrawal.form.ts';
export type { WithdrawDraftResult } from './withdrawal.rules.ts';
export {
  balanceOf,
  canWithdraw,
  withdrawalAllowed,
  withdrawalBanks,
  withdrawalOutcomeUnknown,
  withdrawFailureKeys,
  withdrawPayload,
  withdrawValueProblem,
} from './withdrawal.rules.ts';
export { cashbackRedemptionFlow } from './cashback-redemption.flow.ts';
export type { CashbackRecordsQuery } from './cashback-records.flow.ts';
export { cashbackRecordsFlow } from './cashback-records.flow.ts';
export { withdrawalFlow } from './withdrawal.flow.ts';
export type { WalletBalance } from './wallet-balance.rules.ts';
export { walletBalance } from './wallet-balance.rules.ts';

// @clube/core/redemptions: the redemptions context's public surface.
export type { RedemptionExpiry } from './expiry.rules.ts';
export { expiryOf, formatDayPtBr } from './expiry.rules.ts';
export type { GiftCard } from './gift-card.schema.ts';
export { giftCardSchema } from './gift-card.schema.ts';
export { isLetterDataValid, LETTER_DOCUMENT_LENGTH } from './letter.rules.ts';
export type { Letter, LetterData } from './letter.schema.ts';
export { letterDataSchema, letterSchema, letterTemplateSchema } from './letter.schema.ts';
export type {
  LettersContext,
  LettersEvent,
  LettersInput,
  LettersMachine,
} from './letters.machine.ts';
export { lettersMachine } from './letters.machine.ts';
export { GIFT_CARD_TRANSACTION_TYPE, hasGiftCard } from './transaction.rules.ts';
export type { Transaction } from './transaction.schema.ts';
export { transactionSchema } from './transaction.schema.ts';
export type { Voucher } from './voucher.schema.ts';
export { voucherCampaignSchema, voucherSchema } from './voucher.schema.ts';
export type { VouchersContext, VouchersEvent, VouchersMachine } from './vouchers.machine.ts';
export { vouchersMachine } from './vouchers.machine.ts';
export { giftCardFlow } from './gift-card.flow.ts';
export type { GiftCardMachine, ShownGiftCard } from './gift-card.flow.ts';
export { connectGiftCard } from './gift-card.connect.ts';
export type { GiftCardApi } from './gift-card.connect.ts';
export { connectPurchases } from './purchases.connect.ts';
export type { PurchaseListActor, PurchasesApi, PurchaseView } from './purchases.connect.ts';
export { purchasesFlow, purchasesWithEffects } from './purchases.flow.ts';
export type { PurchaseEffects } from './purchases.flow.ts';
export type {
  PurchasesContext,
  PurchasesEvent,
  PurchasesInput,
  PurchasesMachine,
} from './purchases.machine.ts';
export { purchasesMachine } from './purchases.machine.ts';
export { letterRequestFlow } from './letter-request.flow.ts';
export { letterSendFlow } from './letter-send.flow.ts';
export { lettersFlow, lettersWithEffects } from './letters.flow.ts';
export type { LetterEffects, LettersFlowOptions } from './letters.flow.ts';
export { neverReconnect, retryWhenOnline } from '../shared/reconnect.actor.ts';
export type { ConnectivitySource, ReconnectLogic } from '../shared/reconnect.actor.ts';
export type { RedemptionListQuery } from './redemption-lists.flow.ts';
export {
  transactionsFlow,
  UNIQUE_CODE_VOUCHER_TYPE,
  uniqueCodeListFlow,
} from './redemption-lists.flow.ts';
export { uniqueCodesFlow, vouchersFlow, vouchersWithEffects } from './vouchers.flow.ts';
export type { VoucherEffects, VouchersFlowOptions } from './vouchers.flow.ts';
export type { KeptList, RedemptionsOwner } from './kept-redemptions.rules.ts';
export {
  clearKeptRedemptions,
  keptRedemptions,
  readAtParts,
  redemptionsOwnerOf,
} from './kept-redemptions.rules.ts';
export type { BlockedReason } from './offline.rules.ts';
export { isOfflineError } from '../shared/offline.rules.ts';
export type {
  LetterRequestDeps,
  LetterRequestFormMachine,
  LetterRequestValues,
} from './letter-request.form.ts';
export { letterRequestFormMachine } from './letter-request.form.ts';
export type {
  LetterSendDeps,
  LetterSendFormMachine,
  LetterSendValues,
  LetterSent,
} from './letter-send.form.ts';
export { letterSendFormMachine } from './letter-send.form.ts';
export type { LetterListActor, LettersApi } from './letters.connect.ts';
export { connectLetters } from './letters.connect.ts';
export type { VoucherListActor, VouchersApi } from './vouchers.connect.ts';
export { connectVouchers } from './vouchers.connect.ts';

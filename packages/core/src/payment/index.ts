// @clube/core/payment: the payment context's public surface.
export { giftCardPurchaseFlow } from './gift-card-purchase.flow.ts';
export { paymentFlow } from './payment.flow.ts';
export type { CardBrand } from './card.rules.ts';
export { cardBrandOf, cardDigits, isValidCardNumber, passesLuhn } from './card.rules.ts';
export type { CardDeps, CardFormMachine, CardValues } from './card.form.ts';
export type {
  PaymentBlock,
  PaymentApi,
  PaymentCardApi,
  PaymentSnapshotLike,
} from './payment.connect.ts';
export { connectPayment } from './payment.connect.ts';
export type {
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentMachine,
  PaymentTerms,
} from './payment.machine.ts';
export { paymentMachine } from './payment.machine.ts';
export { cardFormMachine } from './card.form.ts';
export type {
  GiftCardPurchaseDeps,
  GiftCardPurchaseFormMachine,
  GiftCardPurchaseValues,
} from './gift-card-purchase.form.ts';
export { giftCardPurchaseFormMachine } from './gift-card-purchase.form.ts';
export type { PaymentCard } from '../campaigns/payment-card.schema.ts';
export { paymentCardSchema } from '../campaigns/payment-card.schema.ts';
export type { PaymentDeps, PaymentFormMachine, PaymentValues } from './payment.form.ts';
export { paymentFormMachine } from './payment.form.ts';
export type { PaymentMethod } from './payment.rules.ts';
export {
  CARD_PAYMENT_PROVIDER,
  formatCardNumberInput,
  PAYMENT_METHODS,
  paymentMethodsOf,
  paymentRequestOf,
  paymentTotal,
  priceOptionsOf,
  quantityBoundsOf,
} from './payment.rules.ts';

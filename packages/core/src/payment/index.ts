// @clube/core/payment: the payment context's public surface.
export { cardFlow } from '../flows.ts';
export type { CardBrand } from './card.rules.ts';
export { cardBrandOf, cardDigits, isValidCardNumber, passesLuhn } from './card.rules.ts';
export type { CardDeps, CardFormMachine, CardValues } from './card.form.ts';
export { cardFormMachine } from './card.form.ts';

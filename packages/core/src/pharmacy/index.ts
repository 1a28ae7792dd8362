// @clube/core/pharmacy: the pharmacy context's public surface.
export type {
  PharmacyCardDeps,
  PharmacyCardFormMachine,
  PharmacyCardValues,
} from './pharmacy-card.form.ts';
export { pharmacyCardFormMachine } from './pharmacy-card.form.ts';
export { pharmacyCardFlow } from './pharmacy-card.flow.ts';
export type { PharmacyCardStatus } from './pharmacy-card.rules.ts';
export { pharmacyCardStatus } from './pharmacy-card.rules.ts';
export type { PharmacyCardApi, PharmacyCardShown } from './pharmacy-card.connect.ts';
export { connectPharmacyCard, pharmacyCardShown } from './pharmacy-card.connect.ts';

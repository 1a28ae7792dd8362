// @clube/core/awards: the awards context's public surface.
export type { AwardsPort } from './awards.port.ts';
export { AwardsPortToken } from './awards.port.ts';
export {
  awardChoices,
  awardOptionsOf,
  awardValueOptions,
  awardValueProblem,
} from './award.rules.ts';
export type {
  AwardRedemptionDeps,
  AwardRedemptionFormMachine,
  AwardRedemptionResult,
  AwardRedemptionValues,
} from './award-redemption.form.ts';
export { awardRedemptionFormMachine } from './award-redemption.form.ts';
export type { AwardChoice, AwardRedemptionApi } from './award-redemption.connect.ts';
export { connectAwardRedemption } from './award-redemption.connect.ts';
export type { AwardPartnerDeps, AwardPartnerMachine } from './award-partner.machine.ts';
export { awardPartnerMachine, loadAwardPartner } from './award-partner.machine.ts';
export { awardPartnerFlow } from './award-partner.flow.ts';
export type { AwardPartnersQuery } from './award-partners.flow.ts';
export { awardPartnersFlow } from './award-partners.flow.ts';
export { awardRedemptionFlow } from './award-redemption.flow.ts';

// @clube/core/partners: the partners context's public surface.
export type {
  PartnerRequestDeps,
  PartnerRequestFormMachine,
  PartnerRequestValues,
} from './partner-request.form.ts';
export {
  definedFields,
  EMPTY_PARTNER_REQUEST,
  partnerRequestFormMachine,
  partnerRequestOf,
} from './partner-request.form.ts';
export type {
  NearbyPartner,
  Partner,
  PartnerCampaign,
  Shelf,
  ShelfPartner,
} from './partner.schema.ts';
export { PARTNER_NOT_FOUND, partnerOfPage } from './partner-lookup.rules.ts';
export {
  nearbyPartnerSchema,
  partnerSchema,
  shelfPartnerSchema,
  shelfSchema,
} from './partner.schema.ts';
export { partnerRequestFlow } from './partner-request.flow.ts';
export type { PartnersListQuery } from './partners-list.flow.ts';
export { partnersListFlow } from './partners-list.flow.ts';

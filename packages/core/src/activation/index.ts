// @clube/core/activation: the activation context's public surface.
export type {
  ActivationContext,
  ActivationEvent,
  ActivationMachine,
} from './activation.machine.ts';
export { activationMachine } from './activation.machine.ts';
export type { ActivationForm } from './activation.rules.ts';
export { activationFields } from './activation.rules.ts';
export type { MemberLookup } from './member-lookup.schema.ts';
export { memberLookupSchema } from './member-lookup.schema.ts';
export type { StoredActivation } from './stored-activation.ts';
export { activationFlow } from './activation.flow.ts';
export { activationFormFlow } from './activation-form.flow.ts';
export { companyConfirmFlow } from './company-confirm.flow.ts';
export { documentCheckFlow } from './document-check.flow.ts';
export { interestOptionsFlow } from '../campaigns/interest-options.flow.ts';
export { inviteFlow } from './invite.flow.ts';
export { storedActivation } from './stored-activation.ts';
export type {
  AccountValues,
  ActivationFormDeps,
  CompanyConfirmDeps,
  CompanyConfirmValues,
  DocumentCheckDeps,
  DocumentChecked,
  DocumentCheckValues,
  InviteDeps,
  InviteValues,
} from './activation.forms.ts';
export {
  accountValuesOf,
  activationFormMachine,
  activationRefusal,
  companyConfirmFormMachine,
  documentCheckFormMachine,
  inviteFormMachine,
  inviteRefusal,
} from './activation.forms.ts';
export type { ActivationActor } from './activation.steps.ts';
export { acceptInviteThrough, activateThrough, checkThrough } from './activation.steps.ts';
export type { VerifiedMember } from './verified-member.schema.ts';
export {
  companyChoiceOf,
  verifiedMemberOf,
  verifiedMemberSchema,
} from './verified-member.schema.ts';
export type { ActivationApi } from './activation.connect.ts';
export { connectActivation } from './activation.connect.ts';

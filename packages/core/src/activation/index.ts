// @clube/core/activation: the activation context's public surface.
export type {
  ActivationContext,
  ActivationEvent,
  ActivationMachine,
  ActivationStart,
} from './activation.machine.ts';
export { activationMachine } from './activation.machine.ts';
export type { ActivationForm } from './activation.rules.ts';
export { activationFields } from './activation.rules.ts';
export type { MemberLookup } from './member-lookup.schema.ts';
export { memberLookupSchema } from './member-lookup.schema.ts';
export type { StoredActivation } from './stored-activation.ts';
export type { ActivationFlow } from './activation.flow.ts';
export {
  activationFlow,
  activationFormFlow,
  companyConfirmFlow,
  documentCheckFlow,
  inviteFlow,
} from './activation.flow.ts';
export type { ActivationEffectPorts } from './activation.effects.ts';
export { activationEffects } from './activation.effects.ts';
export { interestOptionsFlow } from '../campaigns/interest-options.flow.ts';
export { storedActivation } from './stored-activation.ts';
export type {
  AccountFormDeps,
  AccountValues,
  CompanyConfirmValues,
  DocumentCheckValues,
  InviteValues,
} from './activation.forms.ts';
export {
  accountValuesOf,
  activationFormMachine,
  activationFormMachineWith,
  companyConfirmFormMachine,
  documentCheckFormMachine,
  inviteFormMachine,
  inviteFormMachineWith,
} from './activation.forms.ts';
export type { VerifiedMember } from './verified-member.schema.ts';
export {
  companyChoiceOf,
  verifiedMemberOf,
  verifiedMemberSchema,
} from './verified-member.schema.ts';
export type {
  AccountFormActor,
  ActivationActor,
  CompanyConfirmView,
  CompanyFormActor,
  ActivationFormView,
  ActivationOutcomeView,
  DocumentCheckView,
  DocumentFormActor,
  InviteFormActor,
  InviteView,
} from './activation.connect.ts';
export {
  activationOutcome,
  connectActivationForm,
  connectCompanyConfirm,
  connectDocumentCheck,
  connectInvite,
} from './activation.connect.ts';

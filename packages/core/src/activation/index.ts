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
export { activationFlow } from '../flows.ts';
export type { ActivationApi } from './activation.connect.ts';
export { connectActivation } from './activation.connect.ts';

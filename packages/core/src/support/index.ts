// @clube/core/support: the support context's public surface.
export type { SupportDeps, SupportFormMachine, SupportValues } from './support.form.ts';
export { EMPTY_SUPPORT, supportFormMachine } from './support.form.ts';
export { supportFlow } from './support.flow.ts';

// @clube/core/company: the company context's public surface.
export type {
  CompanyConfigContext,
  CompanyConfigEvent,
  CompanyConfigInput,
  ConfigAudience,
  ConfigRequest,
} from './company-config.machine.ts';
export { companyConfigMachine } from './company-config.machine.ts';
export { companyConfigEffects } from './company-config.effects.ts';
export type { CompanyColors, CompanyConfig, SignInContent } from './company-config.schema.ts';
export {
  companyColorsSchema,
  companyConfigSchema,
  signInContentSchema,
} from './company-config.schema.ts';
export type { LayoutVisibility } from './layout-visibility.rules.ts';
export { layoutVisibility, storeUrl } from './layout-visibility.rules.ts';
export type { Feature, Permission } from './permissions.rules.ts';
export { canUse, hasPermission, PERMISSIONS } from './permissions.rules.ts';

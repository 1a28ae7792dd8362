import type { ActorRefFrom } from 'xstate';
import type { companyConfigMachine } from './company-config.machine.ts';

/** A host holding the company's config actor (the club): for flows that read the config. */
export interface CompanyConfigHost {
  readonly companyConfig: ActorRefFrom<typeof companyConfigMachine>;
}

import { fromPromise } from 'xstate';
import type { CompanyConfig } from './company-config.schema.ts';
import type { ConfigRequest } from './company-config.machine.ts';
import type { CompanyPort } from './company.port.ts';

/** The company config's effect over its port, with its actor's signal (a new LOAD aborts the last). */
export function companyConfigEffects(company: CompanyPort) {
  return {
    loadConfig: fromPromise<CompanyConfig, ConfigRequest>(({ input, signal }) =>
      input.audience === 'member'
        ? company.config(signal)
        : company.publicConfig(input.slug, signal),
    ),
  };
}

import { fromPromise } from 'xstate';
import type { CompanyConfig } from './company-config.schema.ts';
import type { ConfigRequest } from './company-config.machine.ts';
import type { CompanyPort } from './company.port.ts';

/** The company config's effect over its port, with its actor's signal (a new LOAD aborts the last). */
export function companyConfigEffects(company: CompanyPort) {
  return companyConfigEffectsBy(() => company);
}

/**
 * The same effect, finding the port through the actor's system: one provided machine serves
 * every club of a process (a `provide` per club rebuilds the whole state tree, ≈ 6 KiB).
 */
export function companyConfigEffectsBy(companyOf: (system: unknown) => CompanyPort) {
  return {
    loadConfig: fromPromise<CompanyConfig, ConfigRequest>(({ input, signal, system }) =>
      input.audience === 'member'
        ? companyOf(system).config(signal)
        : companyOf(system).publicConfig(input.slug, signal),
    ),
  };
}

import type { ActivationCredentials } from './activation.port.ts';
import { companyChoiceOf } from './verified-member.schema.ts';
import type { CompanyChoice } from '../auth/auth-state.schema.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { readStoredCredentials } from '../auth/generic-app.rules.ts';

/** What the activation pages go on with, as the sign-in or /ativar-conta stored it. */
export interface StoredActivation {
  document: string;
  /** What the form checks: the document at the confirmed company, else the club's own. */
  credentials: ActivationCredentials;
  /** The companies /verificacao offers (with their titles when verify sent them). */
  companies: CompanyChoice[];
  /** The confirmed company, if the member chose one. */
  company: string | null;
  /**
   * The member sets a password (activate) — unless the company vouched for them at start-up
   * (activate=true and a token: credentials flagged api), when activate-authenticate is used.
   */
  withPassword: boolean;
}

export function storedActivation(club: FlowHost & CompanyConfigHost): StoredActivation | null {
  const stored = readStoredCredentials(club.runtime.storage);
  if (!stored?.document) return null;
  const company = stored.company ?? club.companyConfig.getSnapshot().context.config?.slug ?? null;
  return {
    document: stored.document,
    credentials: { document: stored.document, ...(company ? { company } : {}) },
    companies: (stored.companies ?? []).map(companyChoiceOf),
    company: stored.company ?? null,
    withPassword: stored.api !== true,
  };
}

import type { CompanyConfig } from './company-config.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The company's configuration: branding, permissions and flags. */
export interface CompanyPort {
  /** The configuration anyone may read (sign-in screen). `company` is a slug; absent = the host's. */
  publicConfig(company?: string, signal?: AbortSignalLike): Promise<CompanyConfig>;
  /** The signed-in member's company configuration. */
  config(signal?: AbortSignalLike): Promise<CompanyConfig>;
}

export const CompanyPortToken = Symbol.for('clube.CompanyPort');

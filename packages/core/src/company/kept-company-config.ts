import { toClubError } from '../shared/club-error.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { companyConfigSchema, type CompanyConfig } from './company-config.schema.ts';
import type { CompanyPort } from './company.port.ts';

export const KEPT_COMPANY_CONFIG_KEY = 'clube.keptCompanyConfig';

/** Which config a copy stands for: the member's, or the public one of a slug (or the host's). */
const variantOf = (audience: 'public' | 'member', slug: string | undefined): string =>
  audience === 'member' ? 'member' : `public:${slug ?? ''}`;

function read(storage: StoragePort, variant: string): CompanyConfig | null {
  try {
    const raw = storage.getItem(KEPT_COMPANY_CONFIG_KEY);
    if (raw === null) return null;
    const kept = (JSON.parse(raw) as Record<string, unknown>)[variant];
    const parsed = companyConfigSchema.safeParse(kept);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: StoragePort, variant: string, config: CompanyConfig): void {
  try {
    const raw = storage.getItem(KEPT_COMPANY_CONFIG_KEY);
    const all = raw === null ? {} : (JSON.parse(raw) as Record<string, unknown>);
    storage.setItem(KEPT_COMPANY_CONFIG_KEY, JSON.stringify({ ...all, [variant]: config }));
  } catch {
    // Without the copy the club still works online.
  }
}

/** Drops the member's variant (sign-out): the next member's company may differ. */
export function forgetMemberCompanyConfig(storage: StoragePort): void {
  try {
    const raw = storage.getItem(KEPT_COMPANY_CONFIG_KEY);
    if (raw === null) return;
    const { member: _member, ...rest } = JSON.parse(raw) as Record<string, unknown>;
    storage.setItem(KEPT_COMPANY_CONFIG_KEY, JSON.stringify(rest));
  } catch {
    storage.removeItem(KEPT_COMPANY_CONFIG_KEY);
  }
}

/**
 * The company port, keeping each config it reads on the device: without a connection the
 * club opens with the company's last known branding and permissions (so that Meus resgates
 * can show the kept codes) instead of failing to start. Any answer of the API still wins.
 */
export function keepingCompanyConfig(company: CompanyPort, storage: StoragePort): CompanyPort {
  const through = async (variant: string, load: () => Promise<CompanyConfig>) => {
    try {
      const config = await load();
      write(storage, variant, config);
      return config;
    } catch (error) {
      const kept = isOfflineError(toClubError(error)) ? read(storage, variant) : null;
      if (kept) return kept;
      throw error;
    }
  };
  return {
    publicConfig: (slug, signal) =>
      through(variantOf('public', slug), () => company.publicConfig(slug, signal)),
    config: (signal) => through(variantOf('member', undefined), () => company.config(signal)),
  };
}

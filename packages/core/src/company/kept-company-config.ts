import { toClubError } from '../shared/club-error.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { companyConfigSchema, type CompanyConfig } from './company-config.schema.ts';
import type { CompanyPort } from './company.port.ts';
import { sharedCompanyConfig } from './shared-company-configs.ts';

/** Where each variant's copy is kept: this key, then `:member` or `:public:<slug>`. */
export const KEPT_COMPANY_CONFIG_KEY = 'clube.keptCompanyConfig';

/**
 * Which config a copy stands for: the member's, or the public one of a slug (or the host's).
 * One key per variant, so that the value kept is the config's JSON as is: a memory storage
 * then holds the process's shared string, not a copy per club.
 */
const keyOf = (audience: 'public' | 'member', slug: string | undefined): string =>
  `${KEPT_COMPANY_CONFIG_KEY}:${audience === 'member' ? 'member' : `public:${slug ?? ''}`}`;

function read(storage: StoragePort, key: string): CompanyConfig | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = companyConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? sharedCompanyConfig(parsed.data).config : null;
  } catch {
    return null;
  }
}

function write(storage: StoragePort, key: string, json: string): void {
  try {
    storage.setItem(key, json);
  } catch {
    // Without the copy the club still works online.
  }
}

/** Drops the member's variant (sign-out): the next member's company may differ. */
export function forgetMemberCompanyConfig(storage: StoragePort): void {
  try {
    storage.removeItem(keyOf('member', undefined));
    // Where earlier versions kept every variant in one entry.
    storage.removeItem(KEPT_COMPANY_CONFIG_KEY);
  } catch {
    // Nothing to forget is as good as forgotten.
  }
}

/**
 * The company port, keeping each config it reads on the device: without a connection the
 * club opens with the company's last known branding and permissions (so that Meus resgates
 * can show the kept codes) instead of failing to start. Any answer of the API still wins.
 */
export function keepingCompanyConfig(company: CompanyPort, storage: StoragePort): CompanyPort {
  const through = async (key: string, load: () => Promise<CompanyConfig>) => {
    try {
      const { config, json } = sharedCompanyConfig(await load());
      write(storage, key, json);
      return config;
    } catch (error) {
      const kept = isOfflineError(toClubError(error)) ? read(storage, key) : null;
      if (kept) return kept;
      throw error;
    }
  };
  return {
    publicConfig: (slug, signal) =>
      through(keyOf('public', slug), () => company.publicConfig(slug, signal)),
    config: (signal) => through(keyOf('member', undefined), () => company.config(signal)),
  };
}

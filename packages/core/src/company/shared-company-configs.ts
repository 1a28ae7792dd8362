import type { CompanyConfig } from './company-config.schema.ts';

/** A company config and its JSON, the same objects for every club of the process that read it. */
export interface SharedCompanyConfig {
  readonly config: CompanyConfig;
  readonly json: string;
}

/** Distinct configs a process keeps (companies × public/member variants); the oldest go first. */
const KEPT_CONFIGS = 64;

const byJson = new Map<string, SharedCompanyConfig>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The process's copy of a config equal to `config` (frozen, so that no club can change
 * another's), or `config` itself the first time it is seen. Every member of a company reads
 * the same config: a server holding thousands of clubs keeps it, and its JSON, once.
 */
export function sharedCompanyConfig(config: CompanyConfig): SharedCompanyConfig {
  const json = JSON.stringify(config);
  const known = byJson.get(json);
  if (known) return known;
  const shared: SharedCompanyConfig = { config: deepFreeze(config), json };
  if (byJson.size >= KEPT_CONFIGS) byJson.delete(byJson.keys().next().value!);
  byJson.set(json, shared);
  return shared;
}

import type { CompanyConfig } from './company-config.schema.ts';

/** The permission strings of SPEC §6. */
export const PERMISSIONS = [
  'marketplace',
  'engagement',
  'awards',
  'highlight',
  'cashback_tab',
  'vidalink',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function hasPermission(
  config: Pick<CompanyConfig, 'permissions'> | null | undefined,
  permission: Permission,
): boolean {
  return config?.permissions.includes(permission) ?? false;
}

/** The features SPEC §6 gates, by permission string or config flag. */
export type Feature =
  | 'store'
  | 'rewards'
  | 'coin'
  | 'awards'
  | 'highlights'
  | 'cashbackTab'
  | 'cashbackFilter'
  | 'pharmacyCard'
  | 'wallet'
  | 'nearby'
  | 'becomePartner'
  | 'logoutItem'
  | 'genericApp';

export type FeatureConfig = Pick<
  CompanyConfig,
  | 'permissions'
  | 'has_geolocation_access'
  | 'has_request_partners'
  | 'has_api_access'
  | 'logout'
  | 'generic_app'
>;

/** One permission function for every gate of SPEC §6 (permissions and config flags). */
export function canUse(config: FeatureConfig | null | undefined, feature: Feature): boolean {
  if (!config) return false;
  const has = (permission: Permission): boolean => config.permissions.includes(permission);
  switch (feature) {
    case 'store':
      return has('marketplace');
    case 'rewards':
    case 'coin':
      return has('engagement');
    case 'awards':
      return has('awards');
    case 'highlights':
      return has('highlight');
    case 'cashbackTab':
    case 'cashbackFilter':
      return has('cashback_tab');
    case 'pharmacyCard':
      return has('vidalink');
    case 'wallet':
      return has('engagement') || has('awards') || has('cashback_tab');
    case 'nearby':
      return config.has_geolocation_access;
    case 'becomePartner':
      return config.has_request_partners;
    // 'Sair' shows when there is no api access or config.logout is set.
    case 'logoutItem':
      return !config.has_api_access || config.logout;
    case 'genericApp':
      return config.generic_app;
  }
}

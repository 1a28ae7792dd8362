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

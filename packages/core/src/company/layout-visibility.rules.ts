import type { CompanyConfig } from './company-config.schema.ts';
import { hasPermission } from './permissions.rules.ts';

type LayoutConfig = Pick<
  CompanyConfig,
  | 'permissions'
  | 'has_geolocation_access'
  | 'has_request_partners'
  | 'has_api_access'
  | 'logout'
  | 'marketplace_client_url'
  | 'show_developer_credit'
>;

/** Which items of the layout (SPEC §2 "Layout") a company shows, by permission and flag. */
export interface LayoutVisibility {
  geolocationButton: boolean;
  engagementButton: boolean;
  becomePartnerButton: boolean;
  storeLink: boolean;
  rewardsTab: boolean;
  engagementWallet: boolean;
  awardsWallet: boolean;
  cashbackWallet: boolean;
  pharmacyCardItem: boolean;
  logoutItem: boolean;
  cashbackFooterLink: boolean;
  developerCredit: boolean;
}

export function layoutVisibility(config: LayoutConfig): LayoutVisibility {
  const engagement = hasPermission(config, 'engagement');
  const cashback = hasPermission(config, 'cashback_tab');
  return {
    geolocationButton: config.has_geolocation_access,
    engagementButton: engagement,
    becomePartnerButton: config.has_request_partners,
    storeLink: hasPermission(config, 'marketplace') && Boolean(config.marketplace_client_url),
    rewardsTab: engagement,
    engagementWallet: engagement,
    awardsWallet: hasPermission(config, 'awards'),
    cashbackWallet: cashback,
    pharmacyCardItem: hasPermission(config, 'vidalink'),
    // 'Sair' appears when there is no api access or config.logout is set.
    logoutItem: !config.has_api_access || config.logout,
    cashbackFooterLink: cashback,
    developerCredit: config.show_developer_credit,
  };
}

/** The store link of the top menu carries the company slug as its utm campaign. */
export function storeUrl(marketplaceUrl: string, companySlug: string): string {
  const separator = marketplaceUrl.includes('?') ? '&' : '?';
  return `${marketplaceUrl}${separator}utm_campaign=${encodeURIComponent(companySlug)}`;
}

import type { CompanyConfig } from './company-config.schema.ts';
import { canUse } from './permissions.rules.ts';

type LayoutConfig = Pick<
  CompanyConfig,
  | 'permissions'
  | 'has_geolocation_access'
  | 'has_request_partners'
  | 'has_api_access'
  | 'logout'
  | 'marketplace_client_url'
  | 'show_developer_credit'
  | 'generic_app'
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
  const rewards = canUse(config, 'rewards');
  const cashback = canUse(config, 'cashbackTab');
  return {
    geolocationButton: canUse(config, 'nearby'),
    engagementButton: rewards,
    becomePartnerButton: canUse(config, 'becomePartner'),
    storeLink: canUse(config, 'store') && Boolean(config.marketplace_client_url),
    rewardsTab: rewards,
    engagementWallet: rewards,
    awardsWallet: canUse(config, 'awards'),
    cashbackWallet: cashback,
    pharmacyCardItem: canUse(config, 'pharmacyCard'),
    logoutItem: canUse(config, 'logoutItem'),
    cashbackFooterLink: cashback,
    developerCredit: config.show_developer_credit,
  };
}

/** The store link of the top menu carries the company slug as its utm campaign. */
export function storeUrl(marketplaceUrl: string, companySlug: string): string {
  const separator = marketplaceUrl.includes('?') ? '&' : '?';
  return `${marketplaceUrl}${separator}utm_campaign=${encodeURIComponent(companySlug)}`;
}

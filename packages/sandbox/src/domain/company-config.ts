/** A company's club configuration, shaped as the GraphQL type CompanyConfig (club.graphql). */
export interface CompanyConfig {
  title: string;
  slug: string;
  favicon: string | null;
  logo: string | null;
  mobile_logo: string | null;
  logo_no_width: boolean;
  support_link: string | null;
  custom_script: string | null;
  url: string | null;
  intro: string | null;
  email: string | null;
  has_api_access: boolean;
  has_initial_page: boolean;
  has_geolocation_access: boolean;
  has_restrict_access: boolean;
  main_category: string | null;
  save_users_email: boolean;
  email_after_activation: boolean;
  generic_app: boolean;
  has_request_partners: boolean;
  marketplace_client_url: string | null;
  open_in_self_tab: boolean;
  allowed_banks: string[];
  block_banks_at_cashback: boolean;
  withdraw_award: boolean;
  withdraw_engagement: boolean;
  logout: boolean;
  logout_url: string | null;
  brands: string[];
  permissions: Permission[];
  colors: ThemeColors;
  show_developer_credit: boolean;
  sign_in: SignInContent | null;
}

export type Permission =
  'marketplace' | 'engagement' | 'awards' | 'highlight' | 'cashback_tab' | 'vidalink';

export interface ThemeColors {
  primary: string;
  secondary: string;
  tertiary: string;
}

export interface SignInContent {
  background: string | null;
  signInLogo: string | null;
  partners: { name: string | null; logo: string | null } | null;
  mainButton: string | null;
  mainButtonText: string | null;
  mainText: string | null;
  divisors: boolean;
  or: string | null;
  secondaryButton: string | null;
  forgotPassword: string | null;
  negativeFeedback: string | null;
}

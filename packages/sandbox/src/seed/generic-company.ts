import { companyImagePath } from '../assets/company-images.ts';
import type { CompanyConfig } from '../domain/company-config.ts';
import { DEMO_PASSWORD, NO_PROFILE, type SeedMember } from './demo-members.ts';

export const GENERIC_SLUG = 'clube-generico';

/**
 * Where a generic app's members sign in (SPEC §2, §4): the club's own Entrar for this company,
 * on the same origin, so that Sair's trip there with `logout=true` starts the club again and
 * its start-up clears the stored generic-app url.
 */
export const GENERIC_SIGN_IN_URL = `/entrar?company=${GENERIC_SLUG}`;

/**
 * A fourth company, a generic app (`generic_app: true`): signed-out visitors go to its club
 * sign-in page (the config's `url`) instead of Entrar with a notice, and Sair takes the member
 * there with `logout=true`. No catalogue of its own: it exists for the sign-in and sign-out
 * journeys (`tests/e2e/generic-app.spec.ts`).
 */
export const GENERIC_COMPANY: CompanyConfig = {
  title: 'Clube Genérico',
  slug: GENERIC_SLUG,
  favicon: companyImagePath(GENERIC_SLUG, 'favicon'),
  logo: companyImagePath(GENERIC_SLUG, 'logo'),
  mobile_logo: companyImagePath(GENERIC_SLUG, 'mobile-logo'),
  logo_no_width: false,
  support_link: '/sandbox/suporte/clube-generico',
  custom_script: null,
  url: GENERIC_SIGN_IN_URL,
  intro: 'O clube de vantagens de quem entra pelo app genérico.',
  email: 'contato@clube-generico.example',
  has_api_access: false,
  has_initial_page: true,
  has_geolocation_access: false,
  has_restrict_access: false,
  main_category: null,
  save_users_email: false,
  email_after_activation: false,
  generic_app: true,
  has_request_partners: false,
  marketplace_client_url: null,
  open_in_self_tab: false,
  allowed_banks: [],
  block_banks_at_cashback: false,
  withdraw_award: false,
  withdraw_engagement: false,
  logout: true,
  logout_url: null,
  brands: ['visa', 'master'],
  permissions: ['highlight'],
  colors: { primary: '#2E7D5B', secondary: '#A8D5BF', tertiary: '#F2B134' },
  show_developer_credit: true,
  sign_in: {
    background: companyImagePath(GENERIC_SLUG, 'sign-in-background'),
    signInLogo: companyImagePath(GENERIC_SLUG, 'sign-in-logo'),
    partners: null,
    mainButton: null,
    mainButtonText: null,
    mainText: 'Entre uma vez, use o clube da sua empresa',
    divisors: false,
    or: null,
    secondaryButton: null,
    forgotPassword: null,
    negativeFeedback: null,
  },
};

/** The generic app's member: active, no balances. */
export const GENERIC_MEMBER: SeedMember = {
  password: DEMO_PASSWORD,
  company: GENERIC_SLUG,
  member: {
    document: '86420975310',
    activated: true,
    blocked: false,
    name: 'Lucas',
    last_name: 'Martins',
    email: 'lucas.martins@clube-generico.example',
    ...NO_PROFILE,
  },
};

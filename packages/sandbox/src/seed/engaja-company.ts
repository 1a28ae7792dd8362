import { companyImagePath } from '../assets/company-images.ts';
import type { CompanyConfig } from '../domain/company-config.ts';

const SLUG = 'engaja-mais';

/**
 * The second company: engagement only, a configured main shelf, pale colours with poor contrast
 * (the web app must still pick readable text colours) and a logout_url; members arrive through
 * the company's own system (API access, restricted access).
 */
export const ENGAJA_COMPANY: CompanyConfig = {
  title: 'Engaja Mais',
  slug: SLUG,
  favicon: companyImagePath(SLUG, 'favicon'),
  logo: companyImagePath(SLUG, 'logo'),
  mobile_logo: companyImagePath(SLUG, 'mobile-logo'),
  logo_no_width: true,
  support_link: '/sandbox/suporte/engaja-mais',
  custom_script: null,
  url: '/sandbox/empresa/engaja-mais',
  intro: 'Junte pontos e troque por recompensas.',
  email: 'contato@engaja-mais.example',
  has_api_access: true,
  has_initial_page: true,
  has_geolocation_access: false,
  has_restrict_access: true,
  main_category: 'Saúde e Bem-estar',
  save_users_email: false,
  email_after_activation: true,
  generic_app: false,
  has_request_partners: false,
  marketplace_client_url: null,
  open_in_self_tab: true,
  allowed_banks: ['001', '237', '341'],
  block_banks_at_cashback: true,
  withdraw_award: false,
  withdraw_engagement: true,
  logout: true,
  logout_url: '/sandbox/sair',
  brands: ['visa', 'master'],
  permissions: ['engagement'],
  colors: { primary: '#F4E04D', secondary: '#FFF6B0', tertiary: '#FFFFFF' },
  show_developer_credit: false,
  sign_in: {
    background: companyImagePath(SLUG, 'sign-in-background'),
    signInLogo: companyImagePath(SLUG, 'sign-in-logo'),
    partners: null,
    mainButton: null,
    mainButtonText: 'Acessar',
    mainText: 'Seu engajamento vale recompensas',
    divisors: false,
    or: null,
    secondaryButton: 'Ativar conta',
    forgotPassword: 'Esqueci a senha',
    negativeFeedback: null,
  },
};

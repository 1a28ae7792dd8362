import type { CampaignListQuery } from '@clube/core/campaigns';
import { route, type QueryFieldKind, type QueryOf } from './route-definition.ts';

/**
 * The query of Campanhas (SPEC §2 "Campaign list query"). `satisfies` keeps it to the core's
 * list of keys: a key added there and not here (or the reverse) fails the type check.
 */
const campaignsQuery = {
  category: 'text',
  highlight: 'flag',
  tag: 'text',
  cashback: 'flag',
  exclusive: 'flag',
  favorites: 'flag',
  query: 'text',
  page: 'page',
  alphabetical: 'flag',
  alphainverse: 'flag',
  discount: 'flag',
  likes: 'flag',
  // Not in SPEC's list, but the login entry hands it on (/login?partner=x): that partner's list.
  partner: 'text',
} as const satisfies Record<keyof CampaignListQuery, QueryFieldKind>;

export type CampaignsQuery = QueryOf<typeof campaignsQuery>;

/** SPEC §2 "Public routes": opened without signing in. */
export const publicRoutes = {
  loginEntry: route('/login', {
    company: 'text',
    token: 'text',
    error: 'text',
    campaign: 'text',
    partner: 'text',
    category: 'text',
  }),
  terms: route('/terms'),
  termsUser: route('/terms/user'),
  termsPrivacy: route('/terms/privacy'),
  termsPartner: route('/terms/partner'),
  icons: route('/icons'),
  signIn: route('/entrar', { redirectTo: 'text' }),
  activateAccount: route('/ativar-conta'),
  activationForm: route('/formulario-de-ativacao'),
  activationTerms: route('/formulario-de-ativacao/termos'),
  activationTermsUser: route('/formulario-de-ativacao/termos/user'),
  activationTermsPrivacy: route('/formulario-de-ativacao/termos/privacy'),
  activationTermsPartner: route('/formulario-de-ativacao/termos/partner'),
  // SPEC omits the card-brand name of this path; ours carries it as a param, and the
  // invitation's token (company/invite/{token}) as the query's token.
  hrCardActivation: route('/ativar-cartao/:brand', { token: 'text' }),
  verification: route('/verificacao'),
  forgotPassword: route('/esqueci-minha-senha'),
  newPassword: route('/nova-senha', { token: 'text' }),
} as const;

/** SPEC §2 "Logged-in area under /". */
export const memberRoutes = {
  home: route('/'),
  error: route('/erro'),
  showcaseRoot: route('/vitrine'),
  showcase: route('/vitrine/:tag'),
  awards: route('/premios'),
  awardDetail: route('/premios/:partnerSlug', { campaignSlug: 'text' }),
  rewards: route('/recompensas'),
  // Catálogo de Recompensas: the title filter of partners/engagement/campaigns (SPEC §7).
  rewardsCatalog: route('/recompensas/catalogo', { title: 'text' }),
  rewardRedemption: route('/recompensas/resgate/:campaignSlug'),
  rewardDetail: route('/recompensas/:partnerSlug'),
  campaigns: route('/campanhas', campaignsQuery),
  campaignDetail: route('/campanhas/:campaignSlug', { query: 'text' }),
  paymentCampaigns: route('/campanhas-de-pagamento'),
  paymentCampaignDetail: route('/campanhas-de-pagamento/:campaignSlug'),
  nearby: route('/proximos-a-voce'),
  // Meus resgates: its own path is the first tab (purchases); 'compras' leads back to it.
  redemptions: route('/resgates'),
  redemptionsPurchases: route('/resgates/compras'),
  redemptionsCodes: route('/resgates/codigos'),
  redemptionsVouchers: route('/resgates/vouchers'),
  redemptionsLetters: route('/resgates/cartas'),
  redemptionsCashback: route('/resgates/cashback'),
  memberTerms: route('/termos'),
  memberTermsUser: route('/termos/usuario'),
  memberTermsPartner: route('/termos/parceria'),
  memberTermsPrivacy: route('/termos/privacidade'),
  pharmacyCard: route('/cartao-farmacia', { id: 'text' }),
  profile: route('/perfil'),
  editProfile: route('/editar-perfil'),
  changePassword: route('/alterar-senha'),
  becomePartner: route('/seja-parceiro'),
  // Carteira: its own path is the cashback tab, whose records the query filters.
  wallet: route('/carteira', { status: 'text', partner: 'text', period: 'text' }),
  walletAwards: route('/carteira/premios'),
  walletPoints: route('/carteira/pontos'),
} as const;

/** Every path of the app, by name: the router, gates, menus, breadcrumbs and links use these. */
export const routes = { ...publicRoutes, ...memberRoutes } as const;

export type RouteName = keyof typeof routes;

import type { CompanyConfig } from '../company/company-config.schema.ts';
import { hasPermission } from '../company/permissions.rules.ts';
import { HOME_PATH } from './public-routes.ts';

/** The logged-in routes that a permission or a config flag gates (SPEC §2 and §6). */
export type GatedRoute =
  | 'rewards'
  | 'awards'
  | 'wallet'
  | 'pharmacyCard'
  | 'nearby'
  | 'becomePartner'
  | 'cashbackRedemptions'
  | 'walletCashback'
  | 'walletAwards'
  | 'walletPoints';

export type RouteGateDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

type GateConfig = Pick<
  CompanyConfig,
  'permissions' | 'has_geolocation_access' | 'has_request_partners'
>;

const allow: RouteGateDecision = { kind: 'allow' };

/**
 * Whether the company lets a member open a gated route, and where to go otherwise.
 * SPEC sends a refused `recompensas` "to Login"; the login entry without a token goes Home,
 * so every refusal lands on Home, except the cashback tab, which falls back to the first tab
 * of Meus resgates.
 */
export function decideRouteGate(route: GatedRoute, config: GateConfig): RouteGateDecision {
  const home: RouteGateDecision = { kind: 'redirect', to: HOME_PATH };
  switch (route) {
    case 'rewards':
      return hasPermission(config, 'engagement') ? allow : home;
    case 'awards':
      return hasPermission(config, 'awards') ? allow : home;
    case 'wallet':
      return hasPermission(config, 'engagement') ||
        hasPermission(config, 'awards') ||
        hasPermission(config, 'cashback_tab')
        ? allow
        : home;
    case 'pharmacyCard':
      return hasPermission(config, 'vidalink') ? allow : home;
    case 'nearby':
      return config.has_geolocation_access ? allow : home;
    case 'becomePartner':
      return config.has_request_partners ? allow : home;
    case 'cashbackRedemptions':
      return hasPermission(config, 'cashback_tab') ? allow : { kind: 'redirect', to: '/resgates' };
    // The wallet's default tab is cashback; a company without it opens on its first other tab.
    case 'walletCashback':
      if (hasPermission(config, 'cashback_tab')) return allow;
      if (hasPermission(config, 'awards')) return { kind: 'redirect', to: '/carteira/premios' };
      if (hasPermission(config, 'engagement')) return { kind: 'redirect', to: '/carteira/pontos' };
      return home;
    case 'walletAwards':
      return hasPermission(config, 'awards') ? allow : { kind: 'redirect', to: '/carteira' };
    case 'walletPoints':
      return hasPermission(config, 'engagement') ? allow : { kind: 'redirect', to: '/carteira' };
  }
}

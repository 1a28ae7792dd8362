import { canUse, type FeatureConfig } from '../company/permissions.rules.ts';

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

/**
 * Where a refused member is sent, as a route name: the view maps the name to its path, so no
 * path is written in this rule.
 */
export type GateRedirectRoute = 'home' | 'redemptions' | 'wallet' | 'walletAwards' | 'walletPoints';

export type RouteGateDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: GateRedirectRoute };

type GateConfig = FeatureConfig;

const allow: RouteGateDecision = { kind: 'allow' };

const redirect = (to: GateRedirectRoute): RouteGateDecision => ({ kind: 'redirect', to });

/**
 * Whether the company lets a member open a gated route, and where to go otherwise.
 * SPEC sends a refused `recompensas` "to Login"; the login entry without a token goes Home,
 * so every refusal lands on Home, except the cashback tab, which falls back to the first tab
 * of Meus resgates.
 */
export function decideRouteGate(route: GatedRoute, config: GateConfig): RouteGateDecision {
  const home = redirect('home');
  switch (route) {
    case 'rewards':
      return canUse(config, 'rewards') ? allow : home;
    case 'awards':
      return canUse(config, 'awards') ? allow : home;
    case 'wallet':
      return canUse(config, 'wallet') ? allow : home;
    case 'pharmacyCard':
      return canUse(config, 'pharmacyCard') ? allow : home;
    case 'nearby':
      return canUse(config, 'nearby') ? allow : home;
    case 'becomePartner':
      return canUse(config, 'becomePartner') ? allow : home;
    case 'cashbackRedemptions':
      return canUse(config, 'cashbackTab') ? allow : redirect('redemptions');
    // The wallet's default tab is cashback; a company without it opens on its first other tab.
    case 'walletCashback':
      if (canUse(config, 'cashbackTab')) return allow;
      if (canUse(config, 'awards')) return redirect('walletAwards');
      if (canUse(config, 'rewards')) return redirect('walletPoints');
      return home;
    case 'walletAwards':
      return canUse(config, 'awards') ? allow : redirect('wallet');
    case 'walletPoints':
      return canUse(config, 'rewards') ? allow : redirect('wallet');
  }
}

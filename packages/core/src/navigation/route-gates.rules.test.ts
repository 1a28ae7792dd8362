import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../company/permissions.rules.ts';
import { decideRouteGate, type GatedRoute, type GateRedirectRoute } from './route-gates.rules.ts';

const config = (
  permissions: string[],
  flags: Partial<Record<'geo' | 'partners', boolean>> = {},
) => ({
  permissions,
  has_geolocation_access: flags.geo ?? false,
  has_request_partners: flags.partners ?? false,
  has_api_access: true,
  logout: false,
  generic_app: false,
});

describe('decideRouteGate', () => {
  it('opens each gated route with its permission or flag', () => {
    expect(decideRouteGate('rewards', config(['engagement']))).toEqual({ kind: 'allow' });
    expect(decideRouteGate('awards', config(['awards']))).toEqual({ kind: 'allow' });
    expect(decideRouteGate('pharmacyCard', config(['vidalink']))).toEqual({ kind: 'allow' });
    expect(decideRouteGate('nearby', config([], { geo: true }))).toEqual({ kind: 'allow' });
    expect(decideRouteGate('becomePartner', config([], { partners: true }))).toEqual({
      kind: 'allow',
    });
    expect(decideRouteGate('cashbackRedemptions', config(['cashback_tab']))).toEqual({
      kind: 'allow',
    });
  });

  it('sends a refused member Home, or to the first redemptions tab for cashback', () => {
    expect(decideRouteGate('rewards', config(['awards']))).toEqual({
      kind: 'redirect',
      to: 'home',
    });
    expect(decideRouteGate('pharmacyCard', config([]))).toEqual({ kind: 'redirect', to: 'home' });
    expect(decideRouteGate('cashbackRedemptions', config([]))).toEqual({
      kind: 'redirect',
      to: 'redemptions',
    });
  });

  test.prop([fc.subarray([...PERMISSIONS])])(
    'inside an open wallet every tab either opens or leads, in at most three steps, to one that does',
    (permissions) => {
      const company = config(permissions);
      fc.pre(decideRouteGate('wallet', company).kind === 'allow');
      const tabByName: Partial<Record<GateRedirectRoute, GatedRoute>> = {
        wallet: 'walletCashback',
        walletAwards: 'walletAwards',
        walletPoints: 'walletPoints',
      };
      for (const start of Object.values(tabByName)) {
        let route: GatedRoute | undefined = start;
        let steps = 0;
        for (let decision = decideRouteGate(route, company); decision.kind === 'redirect';) {
          route = tabByName[decision.to];
          steps += 1;
          expect(route, `redirect to ${decision.to}`).toBeDefined();
          expect(steps).toBeLessThanOrEqual(3);
          decision = decideRouteGate(route as GatedRoute, company);
        }
      }
    },
  );

  test.prop([fc.subarray([...PERMISSIONS])])(
    'the wallet opens exactly when engagement, awards or cashback_tab is granted',
    (permissions) => {
      const expected = ['engagement', 'awards', 'cashback_tab'].some((p) =>
        permissions.includes(p as never),
      );
      expect(decideRouteGate('wallet', config(permissions)).kind === 'allow').toBe(expected);
    },
  );

  test.prop([
    fc.constantFrom<GatedRoute>(
      'rewards',
      'awards',
      'wallet',
      'pharmacyCard',
      'nearby',
      'becomePartner',
    ),
  ])('a company with nothing granted opens none of them', (route) => {
    expect(decideRouteGate(route, config([]))).toEqual({ kind: 'redirect', to: 'home' });
  });
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.rules.ts';
import { layoutVisibility, storeUrl } from './layout-visibility.rules.ts';

const base = {
  permissions: [] as string[],
  has_geolocation_access: false,
  has_request_partners: false,
  has_api_access: true,
  logout: false,
  marketplace_client_url: '/loja' as string | null,
  show_developer_credit: true,
  generic_app: false,
};

describe('layoutVisibility', () => {
  it('shows Sair without api access, or with config.logout', () => {
    expect(layoutVisibility({ ...base, has_api_access: false }).logoutItem).toBe(true);
    expect(layoutVisibility({ ...base, logout: true }).logoutItem).toBe(true);
    expect(layoutVisibility(base).logoutItem).toBe(false);
  });

  it('needs both the marketplace permission and a store address for the store link', () => {
    expect(layoutVisibility({ ...base, permissions: ['marketplace'] }).storeLink).toBe(true);
    expect(
      layoutVisibility({ ...base, permissions: ['marketplace'], marketplace_client_url: null })
        .storeLink,
    ).toBe(false);
  });

  test.prop([fc.subarray([...PERMISSIONS]), fc.boolean(), fc.boolean()])(
    'each item follows its own permission or flag and nothing else',
    (permissions, geo, partners) => {
      const shown = layoutVisibility({
        ...base,
        permissions,
        has_geolocation_access: geo,
        has_request_partners: partners,
      });
      expect(shown.engagementButton).toBe(permissions.includes('engagement'));
      expect(shown.rewardsTab).toBe(permissions.includes('engagement'));
      expect(shown.awardsWallet).toBe(permissions.includes('awards'));
      expect(shown.cashbackWallet).toBe(permissions.includes('cashback_tab'));
      expect(shown.cashbackFooterLink).toBe(permissions.includes('cashback_tab'));
      expect(shown.pharmacyCardItem).toBe(permissions.includes('vidalink'));
      expect(shown.geolocationButton).toBe(geo);
      expect(shown.becomePartnerButton).toBe(partners);
    },
  );
});

describe('storeUrl', () => {
  it('adds the company slug as utm_campaign', () => {
    expect(storeUrl('/loja', 'clube-demo')).toBe('/loja?utm_campaign=clube-demo');
    expect(storeUrl('https://loja.example/?a=1', 'x y')).toBe(
      'https://loja.example/?a=1&utm_campaign=x%20y',
    );
  });
});

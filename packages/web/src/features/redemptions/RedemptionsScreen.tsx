import { hasPermission } from '@clube/core';
import { useCompanyConfig } from '../../app/club-selectors.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../app/RouteTabs.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Meus resgates: purchases, unique codes, vouchers, letters and (with cashback_tab) cashback. */
export default function RedemptionsScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const tabs: RouteTab[] = [
    { to: '', titleKey: 'routes.redemptionsPurchases' },
    { to: 'codigos', titleKey: 'routes.redemptionsCodes' },
    { to: 'vouchers', titleKey: 'routes.redemptionsVouchers' },
    { to: 'cartas', titleKey: 'routes.redemptionsLetters' },
    ...(hasPermission(config, 'cashback_tab')
      ? [{ to: 'cashback', titleKey: 'routes.redemptionsCashback' }]
      : []),
  ];
  return (
    <RoutePage titleKey="routes.redemptions">
      <RouteTabs label={t('routes.redemptions')} tabs={tabs} />
    </RoutePage>
  );
}

import { hasPermission } from '@clube/core/company';
import { useCompanyConfig } from '../../app/club-selectors.ts';
import { FlowCacheProvider } from '../../app/flow-cache.tsx';
import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../app/RouteTabs.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/**
 * Meus resgates: purchases, unique codes, vouchers, letters and (with cashback_tab) cashback.
 * Each tab's list stays alive while the member moves between the tabs (its own flow cache),
 * so coming back to a tab finds the pages it had.
 */
export default function RedemptionsScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const tabs: RouteTab[] = [
    { to: href(routes.redemptions), titleKey: 'routes.redemptionsPurchases' },
    { to: href(routes.redemptionsCodes), titleKey: 'routes.redemptionsCodes' },
    { to: href(routes.redemptionsVouchers), titleKey: 'routes.redemptionsVouchers' },
    { to: href(routes.redemptionsLetters), titleKey: 'routes.redemptionsLetters' },
    ...(hasPermission(config, 'cashback_tab')
      ? [{ to: href(routes.redemptionsCashback), titleKey: 'routes.redemptionsCashback' }]
      : []),
  ];
  return (
    <RoutePage titleKey="routes.redemptions">
      <FlowCacheProvider>
        <RouteTabs label={t('routes.redemptions')} tabs={tabs} />
      </FlowCacheProvider>
    </RoutePage>
  );
}

import { hasPermission } from '@clube/core/company';
import { useCompanyConfig } from '../../app/club-selectors.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../app/RouteTabs.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Carteira: cashback, prizes (Carteira Prêmios) and points, each shown with its permission. */
export default function WalletScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const tabs: RouteTab[] = [
    ...(hasPermission(config, 'cashback_tab')
      ? [{ to: href(routes.wallet), titleKey: 'routes.walletCashback' }]
      : []),
    ...(hasPermission(config, 'awards')
      ? [{ to: href(routes.walletAwards), titleKey: 'routes.walletAwards' }]
      : []),
    ...(hasPermission(config, 'engagement')
      ? [{ to: href(routes.walletPoints), titleKey: 'routes.walletPoints' }]
      : []),
  ];
  return (
    <RoutePage titleKey="routes.wallet">
      <RouteTabs label={t('routes.wallet')} tabs={tabs} />
    </RoutePage>
  );
}

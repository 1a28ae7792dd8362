import { hasPermission } from '@clube/core';
import { useCompanyConfig } from '../../app/club-selectors.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../app/RouteTabs.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Carteira: cashback, prizes (Carteira Prêmios) and points, each shown with its permission. */
export default function WalletScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const tabs: RouteTab[] = [
    ...(hasPermission(config, 'cashback_tab')
      ? [{ to: '', titleKey: 'routes.walletCashback' }]
      : []),
    ...(hasPermission(config, 'awards')
      ? [{ to: 'premios', titleKey: 'routes.walletAwards' }]
      : []),
    ...(hasPermission(config, 'engagement')
      ? [{ to: 'pontos', titleKey: 'routes.walletPoints' }]
      : []),
  ];
  return (
    <RoutePage titleKey="routes.wallet">
      <RouteTabs label={t('routes.wallet')} tabs={tabs} />
    </RoutePage>
  );
}

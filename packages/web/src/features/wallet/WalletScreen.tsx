import { hasPermission } from '@clube/core/company';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '../../router/index.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../layout/RouteTabs.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Carteira: cashback, prizes (Carteira Prêmios) and points, each shown with its permission. */
export default function WalletScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLDivElement>(null);
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

  // On a narrow screen the tabs scroll sideways: the open one is brought into view.
  useLayoutEffect(() => {
    const current = tabsRef.current?.querySelector<HTMLElement>('nav [aria-current="page"]');
    const strip = current?.parentElement;
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft =
      current.offsetLeft - strip.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <RoutePage titleKey="routes.wallet">
      <div ref={tabsRef}>
        <RouteTabs label={t('routes.wallet')} tabs={tabs} />
      </div>
    </RoutePage>
  );
}

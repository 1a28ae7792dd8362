import { hasPermission } from '@clube/core/company';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../router/index.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { FlowCacheProvider } from '../../runtime/flow-cache.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../layout/RouteTabs.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import * as styles from './redemptions.css.ts';

/**
 * Meus resgates: purchases, unique codes, vouchers, letters and (with cashback_tab) cashback.
 * Each tab's list stays alive while the member moves between the tabs (its own flow cache),
 * so coming back to a tab finds the pages it had.
 */
export default function RedemptionsScreen() {
  const { t } = useTranslation();
  const config = useCompanyConfig();
  const { pathname } = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  // On a narrow screen the tabs scroll sideways: the open one is brought into view.
  useEffect(() => {
    frame.current
      ?.querySelector('nav [aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
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
        <div ref={frame} className={styles.frame}>
          <RouteTabs label={t('routes.redemptions')} tabs={tabs} />
        </div>
      </FlowCacheProvider>
    </RoutePage>
  );
}

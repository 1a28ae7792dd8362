import { layoutVisibility, type CompanyConfig } from '@clube/core/company';
import { NavLink } from '../router/index.ts';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './layout.css.ts';

/** Mobile only: 'Descontos' (Home) and, with engagement, 'Recompensas'. */
export function MobileTabs({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation();
  const shown = layoutVisibility(config);
  return (
    <nav className={styles.mobileTabs} aria-label={t('layout.sections')}>
      <NavLink to={href(routes.home)} end className={styles.mobileTab}>
        {t('layout.discounts')}
      </NavLink>
      {shown.rewardsTab ? (
        <NavLink to={href(routes.rewards)} className={styles.mobileTab}>
          {t('layout.rewards')}
        </NavLink>
      ) : null}
    </nav>
  );
}

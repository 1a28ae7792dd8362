import { layoutVisibility, type CompanyConfig } from '@clube/core';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './layout.css.ts';

/** Mobile only: 'Descontos' (Home) and, with engagement, 'Recompensas'. */
export function MobileTabs({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation();
  const shown = layoutVisibility(config);
  return (
    <nav className={styles.mobileTabs} aria-label={t('layout.sections')}>
      <NavLink to="/" end className={styles.mobileTab}>
        {t('layout.discounts')}
      </NavLink>
      {shown.rewardsTab ? (
        <NavLink to="/recompensas" className={styles.mobileTab}>
          {t('layout.rewards')}
        </NavLink>
      ) : null}
    </nav>
  );
}

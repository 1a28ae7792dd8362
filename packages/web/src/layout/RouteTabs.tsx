import { NavLink, Outlet } from '../router/index.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './route-page.css.ts';

export interface RouteTab {
  /** The tab's address, from the route table; the parent's own path is its default tab. */
  to: string;
  titleKey: string;
}

/** Child routes shown as tabs (Meus resgates, Carteira, Termos), the active one below them. */
export function RouteTabs({ label, tabs }: { label: string; tabs: readonly RouteTab[] }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={label} className={styles.tabs}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
            {t(tab.titleKey)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

/** The content of one tab: its own second-level heading. */
export function TabPanel({ titleKey, children }: { titleKey: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t(titleKey)}>
      <h2>{t(titleKey)}</h2>
      {children}
    </section>
  );
}

import { layoutVisibility, type CompanyConfig } from '@clube/core/company';
import { Link, useMatch, useNavigate } from '../router/index.ts';
import { checkedImageUrl } from '../runtime/checked-url.ts';
import { companyLinks } from '../runtime/company-links.ts';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Icon } from '../ui/icons/Icon.tsx';
import * as styles from './layout.css.ts';
import { SearchBox } from './SearchBox.tsx';
import type { Panel } from './usePanels.ts';

export interface TopBarProps {
  config: CompanyConfig;
  /** Whether the search box is the desktop one, in the bar (else the frame shows it below). */
  desktop: boolean;
  hasNewNotifications: boolean;
  openPanel: Panel | null;
  onTogglePanel: (panel: Panel) => void;
}

/** SPEC §2 top bar: every item behind its permission or flag (the core's layout rule). */
export function TopBar({
  config,
  desktop,
  hasNewNotifications,
  openPanel,
  onTogglePanel,
}: TopBarProps) {
  const logo = checkedImageUrl(config.logo, config);
  const mobileLogo = checkedImageUrl(config.mobile_logo, config);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const atHome = useMatch(routes.home.path) !== null;
  return (
    <header className={styles.topBar}>
      {atHome ? null : (
        <button
          type="button"
          className={styles.barButton}
          aria-label={t('layout.back')}
          onClick={() => void navigate(-1)}
        >
          <Icon name="chevron-left" size={20} />
          <span className={styles.desktopOnly} aria-hidden="true">
            {t('layout.back')}
          </span>
        </button>
      )}
      <Link to={href(routes.home)} className={styles.logoLink}>
        {logo ? (
          <picture>
            {mobileLogo ? <source media="(max-width: 768px)" srcSet={mobileLogo} /> : null}
            <img className={styles.logo} src={logo} alt={config.title} height={36} />
          </picture>
        ) : (
          // A company without a logo is named by its title (an empty src would fetch the page).
          <span className={styles.logoText}>{config.title}</span>
        )}
      </Link>
      <div className={`${styles.desktopOnly} ${styles.searchSlot}`}>
        {desktop ? <SearchBox placeholderKey="layout.searchPlaceholderDesktop" /> : null}
      </div>
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.barButton}
        aria-expanded={openPanel === 'notifications'}
        aria-label={hasNewNotifications ? t('layout.notificationsNew') : t('layout.notifications')}
        onClick={() => onTogglePanel('notifications')}
      >
        <Icon name="bell" size={22} />
        {hasNewNotifications ? <span className={styles.newDot} aria-hidden="true" /> : null}
      </button>
      <button
        type="button"
        className={styles.barButton}
        aria-expanded={openPanel === 'profile'}
        aria-label={t('layout.profileMenu')}
        onClick={() => onTogglePanel('profile')}
      >
        <Icon name="user" size={22} />
        <span className={styles.desktopOnly} aria-hidden="true">
          {t('layout.profileMenu')}
        </span>
      </button>
    </header>
  );
}

/** Desktop: the second row of the top bar, with the company's optional destinations. */
export function TopNav({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation();
  const shown = layoutVisibility(config);
  const store = companyLinks(config).store;
  const onRewards = useMatch({ path: routes.rewards.path, end: false }) !== null;
  if (
    !shown.engagementButton &&
    !shown.geolocationButton &&
    !shown.becomePartnerButton &&
    !shown.storeLink
  ) {
    return null;
  }
  return (
    <nav className={`${styles.topNav} ${styles.desktopOnly}`} aria-label={t('layout.destinations')}>
      {shown.geolocationButton ? (
        <Link to={href(routes.nearby)} className={styles.barButton}>
          {t('layout.nearby')}
        </Link>
      ) : null}
      {shown.engagementButton ? (
        <Link to={href(onRewards ? routes.home : routes.rewards)} className={styles.brandButton}>
          {onRewards ? t('layout.yourClub') : t('layout.rewards')}
        </Link>
      ) : null}
      {shown.becomePartnerButton ? (
        <Link to={href(routes.becomePartner)} className={styles.barButton}>
          {t('layout.becomePartner')}
        </Link>
      ) : null}
      {shown.storeLink && store ? (
        <a
          href={store}
          className={styles.barButton}
          target={config.open_in_self_tab ? undefined : '_blank'}
          rel="noopener noreferrer"
        >
          {t('layout.store')}
        </a>
      ) : null}
    </nav>
  );
}

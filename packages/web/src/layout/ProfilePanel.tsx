import { initialsOf, memberDisplayName, type User } from '@clube/core/profile';
import { layoutVisibility, type CompanyConfig } from '@clube/core/company';
import { Link } from '../router/index.ts';
import { campaignsHref, href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Drawer } from './Drawer.tsx';
import * as styles from './panel.css.ts';
import { companyLinks } from '../runtime/company-links.ts';
import * as layout from './layout.css.ts';
import { ProfileWallets } from './ProfileWallets.tsx';
import { SupportLink } from './SupportLink.tsx';

export interface ProfilePanelProps {
  open: boolean;
  config: CompanyConfig;
  member: User | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The profile menu (SPEC §2): who is signed in, the wallets the company offers, the account links. */
export function ProfilePanel({ open, config, member, onClose, onLogout }: ProfilePanelProps) {
  const { t } = useTranslation();
  const shown = layoutVisibility(config);
  const name = member ? memberDisplayName(member) : '';
  const { support: supportUrl, store } = companyLinks(config);
  return (
    <Drawer open={open} title={t('layout.profileMenu')} onClose={onClose}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {member?.avatar ? (
            <img src={member.avatar} alt="" width={48} height={48} />
          ) : (
            initialsOf(name)
          )}
        </span>
        <p className={styles.name}>{name}</p>
      </div>
      {member && (shown.engagementWallet || shown.awardsWallet || shown.cashbackWallet) ? (
        <ProfileWallets
          member={member}
          shown={{
            engagement: shown.engagementWallet,
            awards: shown.awardsWallet,
            cashback: shown.cashbackWallet,
          }}
          onClose={onClose}
        />
      ) : null}
      {/* On a phone the top bar's second row is hidden: its destinations are offered here. */}
      {shown.geolocationButton || shown.becomePartnerButton || (shown.storeLink && store) ? (
        <nav className={layout.mobileOnly} aria-label={t('layout.destinations')}>
          <ul className={styles.items}>
            {shown.geolocationButton ? (
              <li>
                <Link to={href(routes.nearby)} className={styles.item} onClick={onClose}>
                  {t('layout.nearby')}
                </Link>
              </li>
            ) : null}
            {shown.becomePartnerButton ? (
              <li>
                <Link to={href(routes.becomePartner)} className={styles.item} onClick={onClose}>
                  {t('layout.becomePartner')}
                </Link>
              </li>
            ) : null}
            {shown.storeLink && store ? (
              <li>
                <a
                  href={store}
                  className={styles.item}
                  target={config.open_in_self_tab ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  {t('layout.store')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <ul className={styles.items}>
        <li>
          <Link to={href(routes.profile)} className={styles.item} onClick={onClose}>
            {t('layout.myInformation')}
          </Link>
        </li>
        <li>
          <Link to={href(routes.redemptions)} className={styles.item} onClick={onClose}>
            {t('layout.myRedemptions')}
          </Link>
        </li>
        <li>
          <Link to={campaignsHref({ favorites: true })} className={styles.item} onClick={onClose}>
            {t('layout.myFavorites')}
          </Link>
        </li>
        {shown.pharmacyCardItem ? (
          <li>
            <Link to={href(routes.pharmacyCard)} className={styles.item} onClick={onClose}>
              {t('layout.pharmacyCard')}
            </Link>
          </li>
        ) : null}
        <li>
          <SupportLink url={supportUrl} className={styles.item} onFollow={onClose}>
            {t('layout.support')}
          </SupportLink>
        </li>
        {shown.logoutItem ? (
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              {t('layout.logout')}
            </button>
          </li>
        ) : null}
      </ul>
    </Drawer>
  );
}

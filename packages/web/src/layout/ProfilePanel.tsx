import { formatBRL, formatPoints } from '@clube/core/shared';
import { initialsOf, memberDisplayName, type User } from '@clube/core/profile';
import { layoutVisibility, type CompanyConfig } from '@clube/core/company';
import { Link } from 'react-router';
import { campaignsHref, href } from '../app/route-href.ts';
import { routes } from '../app/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Drawer } from './Drawer.tsx';
import * as styles from './panel.css.ts';
import { companyLinks } from '../app/company-links.ts';

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
  const supportUrl = companyLinks(config).support;
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
        <div className={styles.wallets}>
          {shown.engagementWallet ? (
            <Link to={href(routes.walletPoints)} className={styles.wallet} onClick={onClose}>
              {t('layout.walletPoints')}
              <span className={styles.walletValue}>{formatPoints(member.engagement_balance)}</span>
            </Link>
          ) : null}
          {shown.awardsWallet ? (
            <Link to={href(routes.walletAwards)} className={styles.wallet} onClick={onClose}>
              {t('layout.walletAwards')}
              <span className={styles.walletValue}>{formatBRL(member.awards_balance)}</span>
            </Link>
          ) : null}
          {shown.cashbackWallet ? (
            <Link to={href(routes.wallet)} className={styles.wallet} onClick={onClose}>
              {t('layout.walletCashback')}
              <span className={styles.walletValue}>{formatBRL(member.cashback)}</span>
            </Link>
          ) : null}
        </div>
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
        {supportUrl ? (
          <li>
            <a href={supportUrl} className={styles.item} target="_blank" rel="noopener noreferrer">
              {t('layout.support')}
            </a>
          </li>
        ) : null}
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

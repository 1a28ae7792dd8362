import { layoutVisibility, type CompanyConfig } from '@clube/core/company';
import { RELEASE_VERSION } from '@clube/core/shared';
import { Link } from '../router/index.ts';
import { campaignsHref, href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './layout.css.ts';
import { companyLinks } from '../runtime/company-links.ts';
import { SupportLink } from './SupportLink.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

/** Scroll-to-top appears past this many pixels (SPEC §9). */
const SCROLL_TOP_THRESHOLD = 200;

/** SPEC §2 footer: gated links, the year, scroll-to-top and the developer credit. */
export function Footer({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation();
  const shown = layoutVisibility(config);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const supportUrl = companyLinks(config).support;
  return (
    <footer className={styles.footer}>
      <ul className={styles.footerLinks}>
        {shown.cashbackFooterLink ? (
          <li>
            <Link className={styles.footerLink} to={campaignsHref({ cashback: true })}>
              {t('layout.cashbackLink')}
            </Link>
          </li>
        ) : null}
        <li>
          <SupportLink url={supportUrl} className={styles.footerLink}>
            {t('layout.support')}
          </SupportLink>
        </li>
        <li>
          <Link className={styles.footerLink} to={href(routes.memberTermsUser)}>
            {t('routes.termsUser')}
          </Link>
        </li>
        <li>
          <Link className={styles.footerLink} to={href(routes.memberTermsPrivacy)}>
            {t('routes.termsPrivacy')}
          </Link>
        </li>
        <li>
          <Link className={styles.footerLink} to={href(routes.memberTermsPartner)}>
            {t('routes.termsPartner')}
          </Link>
        </li>
      </ul>
      <p>
        © {new Date().getFullYear()} {config.title}
        {shown.developerCredit
          ? ` · ${t('layout.developerCredit', { version: RELEASE_VERSION })}`
          : ''}
      </p>
      {scrolled ? (
        <button
          type="button"
          className={styles.scrollTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          {t('layout.scrollTop')}
        </button>
      ) : null}
    </footer>
  );
}

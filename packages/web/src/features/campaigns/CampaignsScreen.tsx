import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { Link } from 'react-router';
import { useBrandDocument } from '../../app/useBrandDocument.ts';
import * as styles from '../home/home.css.ts';

/**
 * /campanhas. The walking skeleton proves the route, its guard and its redirect; the list
 * itself (filters, sort, banners, paging) arrives with the discovery screens.
 */
export default function CampaignsScreen() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(t('campaigns.title'));
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main className={styles.main}>
      <nav aria-label={t('nav.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link> /{' '}
        <span aria-current="page">{t('campaigns.title')}</span>
      </nav>
      <h1 className={styles.brandTitle} ref={headingRef} tabIndex={-1}>
        {t('campaigns.title')}
      </h1>
    </main>
  );
}

import { memberDisplayName } from '@clube/core/profile';
import { useEffect, useRef } from 'react';
import { useCompanyConfig, useMember } from '../../app/club-selectors.ts';
import { useBrandDocument } from '../../app/useBrandDocument.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import * as styles from './home.css.ts';

/** Home: the company's brand and the member's greeting. */
export default function HomeScreen() {
  const config = useCompanyConfig();
  const member = useMember();
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.main}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
          {member
            ? t('home.greeting', { name: member.name || memberDisplayName(member) })
            : config?.title}
        </h1>
        <p className={styles.subheading}>{config?.title}</p>
        <p className={styles.subheading}>{t('home.intro')}</p>
      </section>
    </div>
  );
}

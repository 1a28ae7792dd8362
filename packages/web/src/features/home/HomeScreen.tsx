import { memberDisplayName } from '@clube/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useClub } from '../../app/club-context.tsx';
import { useCompanyConfig, useMember } from '../../app/club-selectors.ts';
import { useBrandDocument } from '../../app/useBrandDocument.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './home.css.ts';

/** Home: the company's brand and the member's greeting. */
export default function HomeScreen() {
  const club = useClub();
  const config = useCompanyConfig();
  const member = useMember();
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useBrandDocument(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <>
      <header className={styles.topBar}>
        {config?.logo ? (
          <img className={styles.logo} src={config.logo} alt={config.title} height={40} />
        ) : (
          <p className={styles.brandTitle}>{config?.title}</p>
        )}
        <Button variant="secondary" size="sm" onClick={() => club.logout()}>
          {t('home.logout')}
        </Button>
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-heading">
          <h1 id="home-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
            {member
              ? t('home.greeting', { name: member.name || memberDisplayName(member) })
              : config?.title}
          </h1>
          <p className={styles.subheading}>{config?.title}</p>
          <p className={styles.subheading}>{t('home.intro')}</p>
        </section>
      </main>
    </>
  );
}

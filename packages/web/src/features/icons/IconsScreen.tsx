import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { CARD_BRAND_NAMES, GLYPH_NAMES, Icon, type IconName } from '../../ui/icons/Icon.tsx';
import * as styles from './icons-screen.css.ts';

function IconGrid({ names, labelledBy }: { names: readonly IconName[]; labelledBy: string }) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {names.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon name={name} size={32} className={styles.icon} />
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** /icons (SPEC §2, public): every icon of the kit with its name, card brands included. */
export default function IconsScreen() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('icons.title')}
      </h1>
      <p className={styles.intro}>{t('icons.intro')}</p>
      <section className={styles.section} aria-labelledby="icons-general">
        <h2 id="icons-general" className={styles.sectionTitle}>
          {t('icons.general')}
        </h2>
        <IconGrid names={GLYPH_NAMES} labelledBy="icons-general" />
      </section>
      <section className={styles.section} aria-labelledby="icons-card-brands">
        <h2 id="icons-card-brands" className={styles.sectionTitle}>
          {t('icons.cardBrands')}
        </h2>
        <IconGrid names={CARD_BRAND_NAMES} labelledBy="icons-card-brands" />
      </section>
    </main>
  );
}

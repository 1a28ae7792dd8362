import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useTexts } from '../../i18n/feature-texts.ts';
import { CHARACTERS } from '../../ui/empty-state-characters.tsx';
import * as characterStyles from '../../ui/empty-state.css.ts';
import { EMPTY_STATE_CHARACTERS } from '../../ui/EmptyState.tsx';
import { CARD_BRAND_NAMES, GLYPH_NAMES, Icon, type IconName } from '../../ui/icons/Icon.tsx';
import * as styles from './icons-screen.css.ts';
import { iconsTexts } from './icons.texts.ts';

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

/** The six empty-state characters of SPEC §9, drawn as the kit's EmptyState draws them. */
function CharacterGrid({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {EMPTY_STATE_CHARACTERS.map((character) => (
        <li key={character} className={styles.cell}>
          <svg
            viewBox="0 0 96 96"
            width="48"
            height="48"
            aria-hidden="true"
            focusable="false"
            data-character={character}
          >
            <circle className={characterStyles.face} cx="48" cy="50" r="36" />
            {CHARACTERS[character]}
          </svg>
          <code className={styles.name}>{character}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * /icons (SPEC §2, public): every icon of the kit with its name, card brands included, and
 * the empty-state characters.
 */
export default function IconsScreen() {
  const { t } = useTranslation();
  const own = useTexts(iconsTexts);
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
      <section className={styles.section} aria-labelledby="icons-characters">
        <h2 id="icons-characters" className={styles.sectionTitle}>
          {own('characters')}
        </h2>
        <CharacterGrid labelledBy="icons-characters" />
      </section>
    </main>
  );
}

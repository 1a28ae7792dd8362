import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import * as styles from './legal.css.ts';
import { LEGAL_SECTIONS, legalTexts, type LegalDocument as Document } from './legal.texts.ts';

const TITLE_KEYS: Record<Document, string> = {
  user: 'routes.termsUser',
  privacy: 'routes.termsPrivacy',
  partner: 'routes.termsPartner',
};

/**
 * One legal document as a tab of the terms page: its title, an introduction naming the
 * company's club, and its numbered sections. The texts are the app's own (no server HTML).
 */
export function LegalDocument({ document }: { document: Document }) {
  const t = useTexts(legalTexts);
  const config = useCompanyConfig();
  const club = config?.title ?? t('genericClub');
  return (
    <TabPanel titleKey={TITLE_KEYS[document]}>
      <div className={styles.document}>
        <p className={styles.intro}>{t(`${document}.intro`, { club })}</p>
        {LEGAL_SECTIONS[document].map((section) => (
          <section key={section} className={styles.section}>
            <h3 className={styles.sectionTitle}>{t(`${document}.sections.${section}.title`)}</h3>
            {t(`${document}.sections.${section}.body`, { club })
              .split('\n\n')
              .map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
          </section>
        ))}
      </div>
    </TabPanel>
  );
}

import { useId } from 'react';
import { Link } from '../../router/index.ts';
import { checkedImageUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../layout/RouteTabs.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useTexts } from '../../i18n/feature-texts.ts';
import * as styles from './legal.css.ts';
import { legalTexts } from './legal.texts.ts';

/** Where the legal pages are shown: the same documents under three sets of paths. */
export type LegalPlace = 'public' | 'activation' | 'member';

const tabsOf: Record<LegalPlace, readonly RouteTab[]> = {
  public: [
    { to: href(routes.termsUser), titleKey: 'routes.termsUser' },
    { to: href(routes.termsPrivacy), titleKey: 'routes.termsPrivacy' },
    { to: href(routes.termsPartner), titleKey: 'routes.termsPartner' },
  ],
  activation: [
    { to: href(routes.activationTermsUser), titleKey: 'routes.termsUser' },
    { to: href(routes.activationTermsPrivacy), titleKey: 'routes.termsPrivacy' },
    { to: href(routes.activationTermsPartner), titleKey: 'routes.termsPartner' },
  ],
  member: [
    { to: href(routes.memberTermsUser), titleKey: 'routes.termsUser' },
    { to: href(routes.memberTermsPrivacy), titleKey: 'routes.termsPrivacy' },
    { to: href(routes.memberTermsPartner), titleKey: 'routes.termsPartner' },
  ],
};

/** Signed out, the page has no shell: the company's logo and a way back to where it came. */
function PublicHeader({ place }: { place: 'public' | 'activation' }) {
  const config = useCompanyConfig();
  const t = useTexts(legalTexts);
  const logo = checkedImageUrl(config?.logo, config ?? null);
  return (
    <div className={styles.publicHeader}>
      {logo && place === 'public' ? (
        <img className={styles.logo} src={logo} alt={config?.title ?? ''} height={40} />
      ) : null}
      <Link
        className={styles.back}
        to={place === 'public' ? href(routes.signIn) : href(routes.activationForm)}
      >
        {place === 'public' ? t('backToSignIn') : t('backToActivation')}
      </Link>
    </div>
  );
}

/**
 * The legal pages: signed out at /terms and inside the activation form (user, privacy,
 * partner), signed in at /termos (usuario, privacidade, parceria); each opens on the user
 * terms and shows its documents as tabs.
 */
export default function LegalScreen({ place }: { place: LegalPlace }) {
  const t = useTexts(legalTexts);
  const { t: tApp } = useTranslation();
  const headingId = useId();
  const tabs = <RouteTabs label={t('documents')} tabs={tabsOf[place]} />;
  if (place === 'member') return <RoutePage titleKey="routes.terms">{tabs}</RoutePage>;
  if (place === 'activation') {
    // Inside the activation form's page, which holds the page's heading.
    return (
      <section className={styles.embedded} aria-labelledby={headingId}>
        <PublicHeader place={place} />
        <h2 id={headingId} className={styles.embeddedTitle}>
          {tApp('routes.terms')}
        </h2>
        {tabs}
      </section>
    );
  }
  return (
    <main className={styles.publicPage}>
      <PublicHeader place={place} />
      <RoutePage titleKey="routes.terms" publicPage>
        {tabs}
      </RoutePage>
    </main>
  );
}

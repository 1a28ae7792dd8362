import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs, type RouteTab } from '../../app/RouteTabs.tsx';
import { href } from '../../app/route-href.ts';
import { routes } from '../../app/route-table.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

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

/**
 * The legal pages: signed out at /terms and inside the activation form (user, privacy,
 * partner), signed in at /termos (usuario, privacidade, parceria).
 */
export default function LegalScreen({ place }: { place: LegalPlace }) {
  const { t } = useTranslation();
  return (
    <RoutePage titleKey="routes.terms" publicPage={place !== 'member'}>
      <RouteTabs label={t('routes.terms')} tabs={tabsOf[place]} />
    </RoutePage>
  );
}

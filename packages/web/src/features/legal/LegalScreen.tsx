import { RoutePage } from '../../app/RoutePage.tsx';
import { RouteTabs } from '../../app/RouteTabs.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/**
 * The legal pages, signed out at /terms (user, privacy, partner) and signed in at /termos
 * (usuario, privacidade, parceria): the same documents under two sets of paths.
 */
export default function LegalScreen({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const tabs = signedIn
    ? [
        { to: 'usuario', titleKey: 'routes.termsUser' },
        { to: 'privacidade', titleKey: 'routes.termsPrivacy' },
        { to: 'parceria', titleKey: 'routes.termsPartner' },
      ]
    : [
        { to: 'user', titleKey: 'routes.termsUser' },
        { to: 'privacy', titleKey: 'routes.termsPrivacy' },
        { to: 'partner', titleKey: 'routes.termsPartner' },
      ];
  return (
    <RoutePage titleKey="routes.terms" publicPage={!signedIn}>
      <RouteTabs label={t('routes.terms')} tabs={tabs} />
    </RoutePage>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useClub } from '../../runtime/club-context.tsx';
import { useConfigStatus } from '../../runtime/club-selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import * as styles from '../../ui/loading-screen.css.ts';

/**
 * Holds the screens back until the company config has loaded once: every screen is branded,
 * so showing one with the default colours first would flash the wrong brand.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const club = useClub();
  const { t } = useTranslation();
  const status = useConfigStatus();
  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') return <LoadingScreen />;
  return (
    <div className={styles.screen} role="alert">
      <p className={styles.title}>{t('errors.configFailed')}</p>
      <Button onClick={() => club.companyConfig.send({ type: 'RETRY' })}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

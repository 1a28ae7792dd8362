import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './loading-screen.css.ts';

/** SPEC §2: 'Aguarde' / 'Estamos preparando o seu clube' while the club starts. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.title}>{t('app.loadingTitle')}</p>
      <p className={styles.text}>{t('app.loadingText')}</p>
    </div>
  );
}

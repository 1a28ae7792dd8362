import { useState } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import * as styles from './outdated-browser.css.ts';

/** SPEC §2: on desktop, Internet Explorer and the old Edge get a warning (dismissable). */
export default function OutdatedBrowserWarning() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.text}>{t('app.outdatedBrowser')}</p>
      <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
        {t('app.outdatedBrowserDismiss')}
      </button>
    </div>
  );
}

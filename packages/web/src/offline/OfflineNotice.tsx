import { useTexts } from '../i18n/feature-texts.ts';
import * as styles from './offline-notice.css.ts';
import { offlineTexts } from './offline.texts.ts';

/**
 * What a part of a screen that failed for want of a connection says in place of its failure
 * text: no connection (no fault of the club), and that it loads by itself once the connection
 * is back — its machine's reconnect asks again. The part keeps its retry button beside it.
 */
export function OfflineNotice() {
  const t = useTexts(offlineTexts);
  return (
    <div className={styles.notice} role="alert" data-offline-notice="">
      <p className={styles.title}>{t('notLoaded')}</p>
      <p className={styles.detail}>{t('loadsWhenBack')}</p>
    </div>
  );
}

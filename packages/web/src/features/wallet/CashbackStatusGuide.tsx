import { CASHBACK_STATUSES } from '@clube/core/wallet';
import { useTexts } from '../../i18n/feature-texts.ts';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/** What each cashback status means, folded under the records' title. */
export function CashbackStatusGuide() {
  const t = useTexts(walletTexts);
  return (
    <details className={styles.guide}>
      <summary>{t('status.guide')}</summary>
      <ul className={styles.guideList}>
        {CASHBACK_STATUSES.map((status) => (
          <li key={status}>
            <span className={`${styles.badge} ${styles.status[status]}`}>
              {t(`status.label.${status}`)}
            </span>{' '}
            <span className={styles.reason}>{t(`status.reason.${status}`)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

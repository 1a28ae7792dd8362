import { formatBRL } from '@clube/core/shared';
import { cashbackStanding, formatCalendarDay, type CashbackRecord } from '@clube/core/wallet';
import { useTexts } from '../../i18n/feature-texts.ts';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/**
 * One cashback record: who and what, what the member gets, when, and where it stands with the
 * reason in plain words (and, where the record says so, when the money becomes available).
 */
export function CashbackRecordCard({ record, now }: { record: CashbackRecord; now: number }) {
  const t = useTexts(walletTexts);
  const standing = cashbackStanding(record, now);
  const partner = record.partner?.name ?? t('records.partnerFallback');
  return (
    <article className={styles.record} aria-label={partner}>
      <div className={styles.recordHead}>
        {record.partner?.logo ? (
          <img
            className={styles.logo}
            src={record.partner.logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : null}
        <div className={styles.recordNames}>
          <p className={styles.partnerName}>{partner}</p>
          {record.campaign?.title ? (
            <p className={styles.campaignTitle}>{record.campaign.title}</p>
          ) : null}
        </div>
      </div>
      <p className={styles.earned}>
        {t('records.earned', { amount: formatBRL(record.user_comission) })}
      </p>
      <p className={styles.detail}>
        {t('records.purchase', { amount: formatBRL(record.total) })}
        {standing.date
          ? ` · ${t('records.date', { date: formatCalendarDay(standing.date) })}`
          : null}
      </p>
      <p
        className={`${styles.badge} ${styles.status[standing.status]}`}
        data-status={standing.status}
      >
        {t(`status.label.${standing.status}`)}
      </p>
      <p className={styles.reason}>{t(`status.reason.${standing.status}`)}</p>
      {standing.availableOn ? (
        <p className={styles.reason}>
          <strong>
            {t('records.availableOn', { date: formatCalendarDay(standing.availableOn) })}
          </strong>
        </p>
      ) : null}
    </article>
  );
}

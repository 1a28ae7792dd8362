import type { CampaignExpiry } from '@clube/core/campaigns';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/**
 * An offer's end on its detail and payment screens, read by the same rule as its card:
 * 'Válida até 24/11/2026', with 'Termina em 2 dias' while 1 to 3 days remain (SPEC §9), or
 * 'Oferta encerrada em 24/11/2026' once it has ended. Nothing for an offer that does not end.
 */
export function OfferValidity({ expiry }: { expiry: CampaignExpiry | null }) {
  const t = useTexts(campaignDetailTexts);
  const message = useMessage();
  if (!expiry) return <span />;
  if (expiry.expired) {
    return (
      <p className={styles.endedValidity} data-expiry-ended="">
        {t('ended', { date: expiry.date })}
      </p>
    );
  }
  return (
    <p className={styles.validity}>
      {t('validUntil', { date: expiry.date })}
      {expiry.left ? (
        <>
          {' · '}
          <strong className={styles.endsSoon} data-expiry-days={expiry.left.days}>
            {t('endsIn', { days: message(expiry.left) })}
          </strong>
        </>
      ) : null}
    </p>
  );
}

/** The note an ended offer shows where its button was. */
export function EndedOfferNote() {
  const t = useTexts(campaignDetailTexts);
  return (
    <section className={styles.panel} aria-label={t('endedTitle')} data-offer-ended="">
      <p className={styles.note}>{t('endedNote')}</p>
    </section>
  );
}

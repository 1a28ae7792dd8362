import { connectForm } from '@clube/core/forms';
import { cashbackRedemptionFlow } from '@clube/core/wallet';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/**
 * The cashback redemption (SPEC §8) on the core's form: the member confirms, one confirmation
 * sends one request, success reads 'Resgate realizado com sucesso' (the server's words) and
 * reloads the balance and the records; a failure shows the server's message.
 */
export function CashbackRedemption({ onRedeemed }: { onRedeemed: () => void }) {
  const club = useClub();
  const t = useTexts(walletTexts);
  const say = useMessage();
  const titleId = useId();
  const form = useFlowApi(
    useFlow(() => cashbackRedemptionFlow(club)),
    connectForm,
  );
  // The records' statuses changed: the list on screen (whichever filters it has now) reloads.
  const redeemed = useEffectEvent(onRedeemed);
  useEffect(() => {
    if (form.succeeded) redeemed();
  }, [form.succeeded]);
  const confirmRef = useRef<HTMLDivElement>(null);
  const confirming = form.confirming || form.submitting;
  useEffect(() => {
    if (form.confirming) confirmRef.current?.focus();
  }, [form.confirming]);

  const start = () => {
    if (form.succeeded) form.reset();
    form.submit();
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t('redemption.title')}
      </h3>
      <p className={styles.text}>{t('redemption.text')}</p>
      {confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.step}>
          <p className={styles.text}>{t('redemption.confirmText')}</p>
          <div className={styles.actions}>
            <Button onClick={form.confirm} loading={form.submitting}>
              {t('redemption.confirm')}
            </Button>
            <Button variant="secondary" onClick={form.cancel} disabled={form.submitting}>
              {t('redemption.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={start}>
            {t('redemption.redeem')}
          </Button>
        </div>
      )}
      <div role="status">
        {form.succeeded ? (
          <p className={styles.successText}>{form.result?.message ?? say('cashback.redeemed')}</p>
        ) : null}
      </div>
      {form.error && !confirming ? (
        <p role="alert" className={styles.errorText}>
          {say(form.error)}
        </p>
      ) : null}
    </section>
  );
}

import { awardRedemptionFlow, connectAwardRedemption } from '@clube/core/awards';
import type { Campaign } from '@clube/core/campaigns';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from '../../../router/index.ts';
import { useClub } from '../../../runtime/club-context.tsx';
import { useMember } from '../../../runtime/club-selectors.ts';
import { href } from '../../../runtime/route-href.ts';
import { routes } from '../../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { useMessage } from '../../../i18n/translate-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import * as rewardStyles from '../rewards.css.ts';
import * as styles from './awards.css.ts';
import { awardsTexts } from './awards.texts.ts';

type RedemptionSnapshot = Parameters<typeof connectAwardRedemption>[0];
type RedemptionSend = Parameters<typeof connectAwardRedemption>[1];

/** The amounts, the confirmation and the outcome; a failure leaves the form ready again. */
export function AwardRedemption({ award }: { award: Campaign }) {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const say = useMessage();
  const member = useMember();
  const balanceCents = member ? member.awards_balance : null;
  const connect = useCallback(
    (snapshot: RedemptionSnapshot, send: RedemptionSend) =>
      connectAwardRedemption(snapshot, send, balanceCents),
    [balanceCents],
  );
  const redemption = useFlowApi(
    useFlow(() => awardRedemptionFlow(club, award)),
    connect,
  );
  const errorId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const { choices, title } = redemption;
  const chosen = redemption.value.value;
  const locked = redemption.value.locked || redemption.redeeming;

  useEffect(() => {
    if (redemption.redeemed) successRef.current?.focus();
  }, [redemption.redeemed]);

  return (
    <section className={rewardStyles.summary} aria-labelledby="award-redeem-title">
      <h2 id="award-redeem-title" className={rewardStyles.sectionTitle}>
        {t('redeem.title')}
      </h2>

      <div aria-live="polite">
        {redemption.redeemed && redemption.result ? (
          <div className={rewardStyles.success}>
            <h3 className={rewardStyles.successTitle} ref={successRef} tabIndex={-1}>
              {t('redeem.successTitle')}
            </h3>
            <p className={rewardStyles.confirmText}>
              {t('redeem.successValue', { value: redemption.resultText })}
            </p>
            {redemption.result.code ? (
              <>
                <span className={rewardStyles.figureTerm}>{t('redeem.code')}</span>
                <p className={rewardStyles.code}>{redemption.result.code}</p>
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      {redemption.redeemed ? (
        <div className={rewardStyles.actions}>
          <Link className={rewardStyles.primaryLink} to={href(routes.walletAwards)}>
            {t('redeem.wallet')}
          </Link>
          <Link className={rewardStyles.linkButton} to={href(routes.redemptions)}>
            {t('redeem.myRedemptions')}
          </Link>
          <Button variant="ghost" onClick={redemption.again}>
            {t('redeem.again')}
          </Button>
        </div>
      ) : choices.length === 0 ? (
        <p className={rewardStyles.problem}>{t('redeem.noOptions')}</p>
      ) : (
        <>
          <fieldset
            className={styles.choices}
            aria-describedby={redemption.value.error ? errorId : undefined}
          >
            <legend className={styles.legend}>{t('redeem.legend')}</legend>
            {choices.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input
                  className={styles.choiceInput}
                  type="radio"
                  name={`award-${award.id}`}
                  value={choice.value}
                  checked={chosen === choice.value}
                  disabled={!choice.affordable || locked}
                  onChange={() => redemption.choose(choice.value)}
                />
                <span className={styles.choiceValue}>{choice.valueText}</span>
                {choice.affordable ? null : (
                  <span className={styles.choiceNote}>{t('redeem.notEnough')}</span>
                )}
              </label>
            ))}
          </fieldset>
          {redemption.value.error ? (
            <p id={errorId} className={styles.fieldError}>
              {say(redemption.value.error)}
            </p>
          ) : null}
          <Button size="lg" block loading={redemption.redeeming} onClick={redemption.redeem}>
            {redemption.redeeming ? t('redeem.redeeming') : t('redeem.redeem')}
          </Button>
        </>
      )}

      <Modal
        open={redemption.confirming}
        onClose={redemption.cancel}
        title={t('redeem.confirmTitle')}
      >
        <div className={rewardStyles.confirmBody}>
          <p className={rewardStyles.confirmText}>
            {t('redeem.confirmText', { value: redemption.chosenText, award: title })}
          </p>
          <div className={rewardStyles.actions}>
            <Button onClick={redemption.confirm}>{t('redeem.confirm')}</Button>
            <Button variant="secondary" onClick={redemption.cancel}>
              {t('redeem.cancel')}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

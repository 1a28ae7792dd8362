import type { Campaign } from '@clube/core/campaigns';
import { connectRewardRedemption, rewardRedemptionFlow, type Coin } from '@clube/core/engagement';
import { useEffect, useRef } from 'react';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CoinCard, useCoinName } from './CoinCard.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

/** The cost, the balance before and after, the confirmation and the outcome. */
export function RedemptionSummary({ reward, coin }: { reward: Campaign; coin: Coin }) {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const say = useMessage();
  const redemption = useFlowApi(
    useFlow(() => rewardRedemptionFlow(club, reward, coin)),
    connectRewardRedemption,
  );
  const coinName = useCoinName(redemption.coin);
  const inCoin = (amount: string) => t('coin.amount', { amount, coin: coinName });
  const successRef = useRef<HTMLHeadingElement>(null);
  const { title, link } = redemption;

  // The outcome takes the focus, so that a keyboard or screen-reader member lands on it.
  useEffect(() => {
    if (redemption.redeemed) successRef.current?.focus();
  }, [redemption.redeemed]);

  return (
    <section className={styles.summary} aria-labelledby="redemption-summary">
      <h2 id="redemption-summary" className={styles.sectionTitle}>
        {t('redemption.summary')}
      </h2>
      <CoinCard coin={redemption.coin} balanceText={redemption.balanceText} />
      {redemption.redeemed ? null : (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureTerm}>{t('redemption.reward')}</dt>
            <dd className={styles.figureValue}>{title}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureTerm}>{t('redemption.cost')}</dt>
            <dd className={styles.figureValue} data-testid="reward-cost">
              {redemption.costText === null ? t('card.noCost') : inCoin(redemption.costText)}
            </dd>
          </div>
          {redemption.problem ? null : (
            <div className={styles.figure}>
              <dt className={styles.figureTerm}>{t('redemption.after')}</dt>
              <dd className={styles.figureValue}>{inCoin(redemption.balanceAfterText)}</dd>
            </div>
          )}
        </dl>
      )}
      {redemption.problem ? <p className={styles.problem}>{say(redemption.problem)}</p> : null}

      <div aria-live="polite">
        {redemption.failure ? (
          <p className={styles.refusal} role="alert">
            {say(redemption.failure)}
          </p>
        ) : null}
        {redemption.redeemed && redemption.result ? (
          <div className={styles.success}>
            <h3 className={styles.successTitle} ref={successRef} tabIndex={-1}>
              {t('redemption.successTitle')}
            </h3>
            <p className={styles.confirmText}>
              {t('redemption.newBalance', { balance: inCoin(redemption.balanceText) })}
            </p>
            {redemption.result.code ? (
              <>
                <span className={styles.figureTerm}>{t('redemption.code')}</span>
                <p className={styles.code}>{redemption.result.code}</p>
              </>
            ) : null}
            {link ? (
              <a
                className={styles.linkButton}
                href={link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('redemption.partnerLink')}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      {redemption.redeemed ? (
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to={href(routes.redemptions)}>
            {t('redemption.myRedemptions')}
          </Link>
          <Link className={styles.linkButton} to={href(routes.rewardsCatalog)}>
            {t('redemption.moreRewards')}
          </Link>
        </div>
      ) : redemption.canRedeem ? (
        <Button size="lg" block loading={redemption.redeeming} onClick={redemption.choose}>
          {redemption.redeeming
            ? t('redemption.redeeming')
            : redemption.failure
              ? t('redemption.tryAgain')
              : t('redemption.redeem')}
        </Button>
      ) : (
        <Link className={styles.linkButton} to={href(routes.rewardsCatalog)}>
          {t('redemption.moreRewards')}
        </Link>
      )}

      <Modal
        open={redemption.confirming}
        onClose={redemption.cancel}
        title={t('redemption.confirmTitle')}
      >
        <div className={styles.confirmBody}>
          <p className={styles.confirmText}>
            {t('redemption.confirmText', {
              cost: inCoin(redemption.costText ?? ''),
              reward: title,
            })}
          </p>
          <p className={styles.confirmText}>
            {t('redemption.confirmAfter', { balance: inCoin(redemption.balanceAfterText) })}
          </p>
          <div className={styles.actions}>
            <Button onClick={redemption.confirm}>{t('redemption.confirm')}</Button>
            <Button variant="secondary" onClick={redemption.cancel}>
              {t('redemption.cancel')}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}

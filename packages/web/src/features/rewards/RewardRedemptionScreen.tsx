import { campaignFlow, connectCampaign, type Campaign } from '@clube/core/campaigns';
import {
  coinFlow,
  connectCoin,
  connectRewardRedemption,
  rewardRedemptionFlow,
  type Coin,
} from '@clube/core/engagement';
import { followableRedirect } from '@clube/core/navigation';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { RoutePage, type Crumb } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CoinCard, useCoinName } from './CoinCard.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

/**
 * Resgate de Recompensas (SPEC §2, §8): the chosen reward, its cost in the coin against the
 * member's balance, a confirmation, then one request; the result with the new balance (the
 * member's balances reload, no page reload), or SPEC §8's failure message with a way to try
 * again. The coin failing shows SPEC §8's coin message with a retry.
 */
export default function RewardRedemptionScreen() {
  const { campaignSlug = '' } = useParams();
  return <RewardRedemptionPage key={campaignSlug} campaignSlug={campaignSlug} />;
}

function RewardRedemptionPage({ campaignSlug }: { campaignSlug: string }) {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const reward = useFlowApi(useFlow(campaignFlow(club, campaignSlug)), connectCampaign);
  const coin = useFlowApi(useFlow(coinFlow(club)), connectCoin);
  const partner = reward.campaign?.partner;
  const trail: Crumb[] = [{ titleKey: 'routes.rewards', to: href(routes.rewards) }];
  if (partner?.slug) {
    trail.push({
      titleKey: 'routes.rewardDetail',
      to: href(routes.rewardDetail, { partnerSlug: partner.slug }),
    });
  }

  return (
    <RoutePage titleKey="routes.rewardRedemption" trail={trail}>
      {reward.loading ? (
        <div className={styles.redemption} aria-busy="true">
          <span className={styles.visuallyHidden}>{t('redemption.loading')}</span>
          <div className={styles.rewardSheet}>
            <Skeleton variant="card" />
          </div>
          <div className={styles.summary}>
            <Skeleton lines={4} />
          </div>
        </div>
      ) : null}

      {reward.notFound ? (
        <EmptyState
          character="sad"
          title={t('redemption.notFoundTitle')}
          description={t('redemption.notFoundText')}
          action={
            <Link className={styles.linkButton} to={href(routes.rewardsCatalog)}>
              {t('redemption.catalog')}
            </Link>
          }
        />
      ) : reward.error ? (
        <div className={styles.failure}>
          <p role="alert" className={styles.failureText}>
            {t('redemption.failed')}
          </p>
          <Button variant="secondary" onClick={reward.retry}>
            {t('redemption.retry')}
          </Button>
        </div>
      ) : null}

      {reward.campaign ? (
        <div className={styles.redemption}>
          <RewardSheet reward={reward.campaign} />
          {coin.coin ? (
            <RedemptionSummary key={reward.campaign.id} reward={reward.campaign} coin={coin.coin} />
          ) : (
            <CoinCard
              coin={null}
              balanceText={null}
              loading={coin.loading}
              failed={coin.error !== null}
              onRetry={coin.reload}
            />
          )}
        </div>
      ) : null}
    </RoutePage>
  );
}

/** The reward as the member chose it: picture, partner, title, description and how to use. */
function RewardSheet({ reward }: { reward: Campaign }) {
  const t = useTexts(rewardsTexts);
  return (
    <article className={styles.rewardSheet} aria-labelledby="reward-title">
      <div className={styles.rewardMedia}>
        {reward.image ? (
          <img
            className={styles.rewardImage}
            src={reward.image}
            alt=""
            width={styles.REWARD_IMAGE.width}
            height={styles.REWARD_IMAGE.height}
          />
        ) : null}
      </div>
      <div className={styles.sheetBody}>
        {reward.partner?.name ? (
          <span className={styles.rewardPartner}>{reward.partner.name}</span>
        ) : null}
        <h2 id="reward-title" className={styles.rewardTitle}>
          {reward.title || reward.name || reward.slug}
        </h2>
        <SafeHtml html={reward.description} />
        {reward.howtouse ? (
          <>
            <h3 className={styles.subTitle}>{t('redemption.howToUse')}</h3>
            <SafeHtml html={reward.howtouse} />
          </>
        ) : null}
      </div>
    </article>
  );
}

/** The cost, the balance before and after, the confirmation and the outcome. */
function RedemptionSummary({ reward, coin }: { reward: Campaign; coin: Coin }) {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const say = useMessage();
  const redemption = useFlowApi(
    useFlow(rewardRedemptionFlow(club, reward, coin)),
    connectRewardRedemption,
  );
  const coinName = useCoinName(redemption.coin);
  const inCoin = (amount: string) => t('coin.amount', { amount, coin: coinName });
  const successRef = useRef<HTMLHeadingElement>(null);
  const title = reward.title || reward.name || reward.slug;
  const link = followableRedirect(redemption.result?.link);

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

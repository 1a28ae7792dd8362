import { campaignFlow, connectCampaign, type Campaign } from '@clube/core/campaigns';
import { coinFlow, connectCoin } from '@clube/core/engagement';
import { Link, useParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { RoutePage, type Crumb } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CoinCard } from './CoinCard.tsx';
import { RedemptionSummary } from './RedemptionSummary.tsx';
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
  const reward = useFlowApi(
    useFlow(() => campaignFlow(club, campaignSlug)),
    connectCampaign,
  );
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
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
              offline={coin.offline}
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

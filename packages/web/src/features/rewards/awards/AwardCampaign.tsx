import { campaignFlow, connectCampaign } from '@clube/core/campaigns';
import { offerDisplayName } from '@clube/core/shared';
import { Link } from '../../../router/index.ts';
import { useClub } from '../../../runtime/club-context.tsx';
import { href } from '../../../runtime/route-href.ts';
import { routes } from '../../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import * as rewardStyles from '../rewards.css.ts';
import { AwardRedemption } from './AwardRedemption.tsx';
import { awardsTexts } from './awards.texts.ts';

/** One award campaign, loaded in full (its amounts), with its redemption. */
export function AwardCampaign({ slug }: { slug: string }) {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const award = useFlowApi(
    useFlow(() => campaignFlow(club, slug)),
    connectCampaign,
  );
  if (award.loading) {
    return (
      <div className={rewardStyles.redemption} aria-busy="true">
        <span className={rewardStyles.visuallyHidden}>{t('detail.loading')}</span>
        <Skeleton variant="card" />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (award.notFound) {
    return (
      <EmptyState
        character="sad"
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundText')}
        action={
          <Link className={rewardStyles.linkButton} to={href(routes.awards)}>
            {t('detail.back')}
          </Link>
        }
      />
    );
  }
  if (award.error || !award.campaign) {
    return (
      <div className={rewardStyles.failure}>
        <p role="alert" className={rewardStyles.failureText}>
          {t('detail.failed')}
        </p>
        <Button variant="secondary" onClick={award.retry}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={rewardStyles.redemption}>
      <article className={rewardStyles.rewardSheet} aria-labelledby="award-title">
        <div className={rewardStyles.rewardMedia}>
          {award.campaign.image ? (
            <img
              className={rewardStyles.rewardImage}
              src={award.campaign.image}
              alt=""
              width={rewardStyles.REWARD_IMAGE.width}
              height={rewardStyles.REWARD_IMAGE.height}
            />
          ) : null}
        </div>
        <div className={rewardStyles.sheetBody}>
          <h2 id="award-title" className={rewardStyles.rewardTitle}>
            {offerDisplayName(award.campaign)}
          </h2>
          <SafeHtml html={award.campaign.description} />
          {award.campaign.howtouse ? (
            <>
              <h3 className={rewardStyles.subTitle}>{t('detail.howToUse')}</h3>
              <SafeHtml html={award.campaign.howtouse} />
            </>
          ) : null}
        </div>
      </article>
      <AwardRedemption key={award.campaign.id} award={award.campaign} />
    </div>
  );
}

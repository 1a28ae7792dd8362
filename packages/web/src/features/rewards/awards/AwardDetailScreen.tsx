import {
  awardChoices,
  awardPartnerFlow,
  awardRedemptionFlow,
  connectAwardRedemption,
} from '@clube/core/awards';
import { campaignFlow, connectCampaign, type Campaign } from '@clube/core/campaigns';
import type { Partner } from '@clube/core/partners';
import { connectLoad, formatBRL } from '@clube/core/shared';
import { useEffect, useId, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useClub } from '../../../runtime/club-context.tsx';
import { useMember } from '../../../runtime/club-selectors.ts';
import { href, parseQuery } from '../../../runtime/route-href.ts';
import { RoutePage } from '../../../layout/RoutePage.tsx';
import { routes } from '../../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { useMessage } from '../../../i18n/translate-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { PartnerLoadState } from '../PartnerLoadState.tsx';
import * as rewardStyles from '../rewards.css.ts';
import { AwardBalance } from './AwardBalance.tsx';
import * as styles from './awards.css.ts';
import { awardsTexts } from './awards.texts.ts';

/**
 * The award detail (SPEC §2 premios/:partnerSlug with campaignSlug): the partner, its awards
 * (the campaignSlug one open, else the first), and the chosen award's redemption: an amount,
 * a confirmation, one request. Its errors are swallowed (SPEC §8): the form is simply ready
 * again, the amount kept. Another partner is another screen (keyed by the slug).
 */
export default function AwardDetailScreen() {
  const { partnerSlug = '' } = useParams();
  return <AwardPartner key={partnerSlug} partnerSlug={partnerSlug} />;
}

function AwardPartner({ partnerSlug }: { partnerSlug: string }) {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const [search] = useSearchParams();
  const { campaignSlug } = parseQuery(routes.awardDetail, search);
  const partner = useFlowApi(useFlow(awardPartnerFlow(club, partnerSlug)), connectLoad);
  const data = partner.data;
  const chosen = campaignSlug ?? data?.campaigns[0]?.slug ?? null;

  return (
    <RoutePage
      titleKey="routes.awardDetail"
      trail={[{ titleKey: 'routes.awards', to: href(routes.awards) }]}
    >
      <AwardBalance />

      <PartnerLoadState
        load={partner}
        backTo={href(routes.awards)}
        texts={{
          loading: t('detail.loading'),
          notFoundTitle: t('detail.notFoundTitle'),
          notFoundText: t('detail.notFoundText'),
          back: t('detail.back'),
          failed: t('detail.failed'),
          retry: t('detail.retry'),
        }}
      />

      {data ? (
        <>
          <PartnerHeader partner={data} chosen={chosen} />
          {chosen ? <AwardCampaign key={chosen} slug={chosen} /> : null}
        </>
      ) : null}
    </RoutePage>
  );
}

/** The partner, and its awards to move between when it has several. */
function PartnerHeader({ partner, chosen }: { partner: Partner; chosen: string | null }) {
  const t = useTexts(awardsTexts);
  return (
    <section className={rewardStyles.partnerHeader} aria-labelledby="award-partner-name">
      {partner.logo ? (
        <img
          className={rewardStyles.partnerLogo}
          src={partner.logo}
          alt=""
          width={rewardStyles.PARTNER_LOGO_PX}
          height={rewardStyles.PARTNER_LOGO_PX}
        />
      ) : null}
      <div className={rewardStyles.cardText}>
        <h2 id="award-partner-name" className={rewardStyles.partnerName}>
          {partner.name}
        </h2>
        <SafeHtml html={partner.description} />
        {partner.campaigns.length > 1 ? (
          <nav aria-label={t('detail.others', { partner: partner.name })}>
            <ul className={styles.others}>
              {partner.campaigns.map((campaign) => (
                <li key={campaign.slug}>
                  <Link
                    className={styles.otherLink}
                    aria-current={campaign.slug === chosen ? 'page' : undefined}
                    to={href(
                      routes.awardDetail,
                      { partnerSlug: partner.slug },
                      { campaignSlug: campaign.slug },
                    )}
                  >
                    {campaign.title || campaign.name || campaign.slug}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  );
}

/** One award campaign, loaded in full (its amounts), with its redemption. */
function AwardCampaign({ slug }: { slug: string }) {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const award = useFlowApi(useFlow(campaignFlow(club, slug)), connectCampaign);
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
            {award.campaign.title || award.campaign.name || award.campaign.slug}
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

/** The amounts, the confirmation and the outcome; a failure leaves the form ready again. */
function AwardRedemption({ award }: { award: Campaign }) {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const say = useMessage();
  const member = useMember();
  const redemption = useFlowApi(useFlow(awardRedemptionFlow(club, award)), connectAwardRedemption);
  const errorId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const choices = awardChoices(redemption.options, member ? member.awards_balance : null);
  const title = award.title || award.name || award.slug;
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
              {t('redeem.successValue', { value: formatBRL(redemption.result.value) })}
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
                <span className={styles.choiceValue}>{formatBRL(choice.value)}</span>
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
            {t('redeem.confirmText', { value: formatBRL(chosen ?? 0), award: title })}
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

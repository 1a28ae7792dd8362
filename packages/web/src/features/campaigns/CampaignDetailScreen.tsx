import {
  campaignFlow,
  connectCampaign,
  type Address,
  type Campaign,
  type CampaignApi,
} from '@clube/core/campaigns';
import { Link, useParams } from '../../router/index.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CampaignActionPanel } from './CampaignActionPanel.tsx';
import { CampaignTag } from './CampaignTag.tsx';
import { NegativeExperienceReport } from './NegativeExperienceReport.tsx';
import { EndedOfferNote, OfferValidity } from './OfferValidity.tsx';
import { FavoriteButton } from './reactions/FavoriteButton.tsx';
import { LikeButton } from './reactions/LikeButton.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import * as styles from './campaign-detail.css.ts';

/** Detalhes da campanha (SPEC §2 campanhas/:campaignSlug): one flow per slug. */
export default function CampaignDetailScreen() {
  const { campaignSlug = '' } = useParams();
  return <CampaignDetail key={campaignSlug} slug={campaignSlug} />;
}

function CampaignDetail({ slug }: { slug: string }) {
  const club = useClub();
  const now = club.runtime.now();
  const detail = useFlowApi(
    useFlow(() => campaignFlow(club, slug)),
    (snapshot, send) => connectCampaign(snapshot, send, now),
  );
  return (
    <RoutePage
      titleKey="routes.campaignDetail"
      trail={[{ titleKey: 'routes.campaigns', to: href(routes.campaigns) }]}
    >
      <CampaignDetailState detail={detail}>
        {(campaign) => <CampaignDetailBody campaign={campaign} detail={detail} />}
      </CampaignDetailState>
    </RoutePage>
  );
}

/**
 * What a campaign screen shows before its campaign: skeletons while it loads, the not-found
 * state, or the failure with a retry that loads it again.
 */
export function CampaignDetailState({
  detail,
  children,
}: {
  detail: CampaignApi;
  children: (campaign: Campaign) => React.ReactNode;
}) {
  const t = useTexts(campaignDetailTexts);
  if (detail.campaign) return <>{children(detail.campaign)}</>;
  if (detail.notFound) {
    return (
      <EmptyState
        character="searching"
        title={t('notFoundTitle')}
        description={t('notFoundText')}
        action={
          <Link className={styles.linkButton} to={href(routes.campaigns)}>
            {t('otherOffers')}
          </Link>
        }
      />
    );
  }
  if (detail.error) {
    return (
      <EmptyState
        character="sad"
        title={t('errorTitle')}
        description={t('errorText')}
        action={<Button onClick={detail.retry}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className={styles.visuallyHidden} role="status">
        {t('loading')}
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton variant="box" className={styles.picture} />
          <Skeleton lines={4} />
        </div>
        <div className={styles.aside}>
          <Skeleton variant="card" height="220px" />
        </div>
      </div>
    </div>
  );
}

function addressLines(address: Address, postalCode: (code: string) => string): string[] {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const first = [street, address.complement].filter(Boolean).join(' – ');
  const place = [address.neighborhood, [address.city, address.state].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(', ');
  return [first, place, address.code ? postalCode(address.code) : ''].filter(Boolean);
}

function CampaignDetailBody({ campaign, detail }: { campaign: Campaign; detail: CampaignApi }) {
  const t = useTexts(campaignDetailTexts);
  const partnerName = campaign.partner?.name ?? '';
  const title = campaign.title ?? campaign.name ?? partnerName;
  const addresses = campaign.addresses
    .map((address) => addressLines(address, (code) => t('address.postalCode', { code })))
    .filter((lines) => lines.length > 0);

  return (
    <article className={styles.layout} aria-labelledby="campaign-title">
      {campaign.image ? (
        <img
          className={[styles.picture, styles.media].join(' ')}
          src={campaign.image}
          alt=""
          width={800}
          height={450}
          decoding="async"
        />
      ) : null}
      <div className={styles.main}>
        {campaign.description ? (
          <section className={styles.section} aria-labelledby="campaign-description">
            <h2 id="campaign-description" className={styles.sectionTitle}>
              {t('description')}
            </h2>
            <SafeHtml html={campaign.description} className={styles.prose} />
          </section>
        ) : null}
        {campaign.howtouse ? (
          <section className={styles.section} aria-labelledby="campaign-howtouse">
            <h2 id="campaign-howtouse" className={styles.sectionTitle}>
              {t('howToUse')}
            </h2>
            <SafeHtml html={campaign.howtouse} className={styles.prose} />
          </section>
        ) : null}
        {campaign.important ? (
          <section className={styles.section} aria-labelledby="campaign-important">
            <h2 id="campaign-important" className={styles.sectionTitle}>
              {t('important')}
            </h2>
            <SafeHtml html={campaign.important} className={styles.prose} />
          </section>
        ) : null}
        {campaign.voucher ? (
          <section className={styles.section} aria-labelledby="campaign-voucher">
            <h2 id="campaign-voucher" className={styles.sectionTitle}>
              {t('voucher')}
            </h2>
            <SafeHtml html={campaign.voucher} className={styles.prose} />
          </section>
        ) : null}
        {addresses.length > 0 ? (
          <section className={styles.section} aria-labelledby="campaign-addresses">
            <h2 id="campaign-addresses" className={styles.sectionTitle}>
              {t('addresses')}
            </h2>
            <ul className={styles.addresses}>
              {addresses.map((lines) => (
                <li key={lines.join('|')}>
                  <address className={styles.address}>
                    <Icon name="location" size={20} className={styles.addressIcon} />
                    <span>
                      {lines.map((line, index) => (
                        <span key={line}>
                          {index > 0 ? <br /> : null}
                          {line}
                        </span>
                      ))}
                    </span>
                  </address>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <NegativeExperienceReport campaignId={campaign.id} detail={detail} />
      </div>
      <div className={styles.aside}>
        <section className={styles.panel} aria-label={t('summary')}>
          {campaign.partner ? (
            <p className={styles.partner}>
              {campaign.partner.logo ? (
                <img
                  className={styles.partnerLogo}
                  src={campaign.partner.logo}
                  alt=""
                  width={48}
                  height={48}
                />
              ) : null}
              <span>{partnerName}</span>
            </p>
          ) : null}
          <h2 id="campaign-title" className={styles.title}>
            {title}
          </h2>
          <CampaignTag campaign={campaign} />
          {detail.cashbackRate ? (
            <p className={styles.cashback} data-cashback-rate={detail.cashbackRate}>
              {t('cashback', { rate: detail.cashbackRate })}
            </p>
          ) : null}
          <div className={styles.meta}>
            <OfferValidity expiry={detail.expiry} />
            <div className={styles.reactions} role="group" aria-label={t('reactions')}>
              <LikeButton campaign={campaign} title={partnerName || title} />
              <FavoriteButton slug={campaign.slug} partnerName={partnerName || title} />
            </div>
          </div>
        </section>
        {detail.ended ? (
          <EndedOfferNote />
        ) : (
          <CampaignActionPanel campaign={campaign} detail={detail} />
        )}
      </div>
    </article>
  );
}

import {
  campaignFlow,
  connectCampaign,
  type Campaign,
  type CampaignApi,
} from '@clube/core/campaigns';
import { campaignDisplayName, partnerDisplayName } from '@clube/core/shared';
import { useParams } from '../../router/index.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { CampaignDetailState } from './CampaignDetailScreen.tsx';
import { CampaignTag } from './CampaignTag.tsx';
import { campaignDetailTexts } from './campaign-detail.texts.ts';
import { EndedOfferNote, OfferValidity } from './OfferValidity.tsx';
import * as styles from './campaign-detail.css.ts';
import { PaymentPanel } from './PaymentPanel.tsx';

/** A payment campaign (SPEC §2 campanhas-de-pagamento/:campaignSlug): one flow per slug. */
export default function PaymentCampaignScreen() {
  const { campaignSlug = '' } = useParams();
  return <PaymentCampaign key={campaignSlug} slug={campaignSlug} />;
}

function PaymentCampaign({ slug }: { slug: string }) {
  const club = useClub();
  const now = club.runtime.now();
  const detail = useFlowApi(
    useFlow(() => campaignFlow(club, slug)),
    (snapshot, send) => connectCampaign(snapshot, send, now),
  );
  return (
    <RoutePage
      titleKey="routes.paymentCampaign"
      trail={[{ titleKey: 'routes.campaigns', to: href(routes.campaigns) }]}
    >
      <CampaignDetailState detail={detail}>
        {(campaign) => <PaymentCampaignBody campaign={campaign} detail={detail} />}
      </CampaignDetailState>
    </RoutePage>
  );
}

function PaymentCampaignBody({ campaign, detail }: { campaign: Campaign; detail: CampaignApi }) {
  const t = useTexts(campaignDetailTexts);
  const partnerName = partnerDisplayName(campaign.partner) ?? '';
  const title = campaignDisplayName(campaign);
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
      <div className={styles.aside}>
        <section className={styles.panel} aria-label={t('payment.summary')}>
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
          <OfferValidity expiry={detail.expiry} />
        </section>
        {detail.ended ? <EndedOfferNote /> : <PaymentPanel campaign={campaign} />}
      </div>
      <div className={styles.main}>
        {campaign.description ? (
          <section className={styles.section} aria-labelledby="payment-description">
            <h2 id="payment-description" className={styles.sectionTitle}>
              {t('description')}
            </h2>
            <SafeHtml html={campaign.description} className={styles.prose} />
          </section>
        ) : null}
        {campaign.howtouse ? (
          <section className={styles.section} aria-labelledby="payment-howtouse">
            <h2 id="payment-howtouse" className={styles.sectionTitle}>
              {t('howToUse')}
            </h2>
            <SafeHtml html={campaign.howtouse} className={styles.prose} />
          </section>
        ) : null}
        {campaign.important ? (
          <section className={styles.section} aria-labelledby="payment-important">
            <h2 id="payment-important" className={styles.sectionTitle}>
              {t('important')}
            </h2>
            <SafeHtml html={campaign.important} className={styles.prose} />
          </section>
        ) : null}
      </div>
    </article>
  );
}

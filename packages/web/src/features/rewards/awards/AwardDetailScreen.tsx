import { awardPartnerFlow } from '@clube/core/awards';
import type { Partner } from '@clube/core/partners';
import { connectLoad, offerDisplayName } from '@clube/core/shared';
import { Link, useParams, useSearchParams } from '../../../router/index.ts';
import { useClub } from '../../../runtime/club-context.tsx';
import { href, parseQuery } from '../../../runtime/route-href.ts';
import { RoutePage } from '../../../layout/RoutePage.tsx';
import { routes } from '../../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { PartnerLoadState } from '../PartnerLoadState.tsx';
import * as rewardStyles from '../rewards.css.ts';
import { AwardBalance } from './AwardBalance.tsx';
import { AwardCampaign } from './AwardCampaign.tsx';
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
  const partner = useFlowApi(
    useFlow(() => awardPartnerFlow(club, partnerSlug)),
    connectLoad,
  );
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
                    {offerDisplayName(campaign)}
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

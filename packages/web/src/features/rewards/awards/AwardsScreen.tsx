import { connectPagedList } from '@clube/core/paging';
import { awardPartnersFlow } from '@clube/core/awards';
import { useClub } from '../../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../../runtime/flow-cache.tsx';
import { href } from '../../../runtime/route-href.ts';
import { RoutePage } from '../../../layout/RoutePage.tsx';
import { routes } from '../../../runtime/route-table.ts';
import { useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { PagedList } from '../../../ui/PagedList.tsx';
import { PartnerCard } from '../PartnerCard.tsx';
import * as rewardStyles from '../rewards.css.ts';
import { AwardBalance } from './AwardBalance.tsx';
import { awardsTexts } from './awards.texts.ts';

const AWARDS_KEY = 'awardPartners';

/**
 * Prêmios (SPEC §2 premios, permission awards): the member's award balance and the partners
 * whose awards the company grants, 18 a page, each leading to its award detail.
 */
export default function AwardsScreen() {
  const club = useClub();
  const t = useTexts(awardsTexts);
  const actor = useCachedFlow(AWARDS_KEY, () => awardPartnersFlow(club));
  const list = useFlowApi(actor, connectPagedList);
  useRestoredScroll(AWARDS_KEY, !list.loading);

  return (
    <RoutePage titleKey="routes.awards">
      <p className={rewardStyles.intro}>{t('list.intro')}</p>
      <AwardBalance />
      <PagedList
        list={list}
        label={t('list.label')}
        empty={{ character: 'searching', title: t('list.emptyTitle'), text: t('list.emptyText') }}
        minItemWidth={280}
        estimateItemHeight={96}
        renderItem={(partner) => {
          const first = partner.campaigns[0]?.slug;
          return (
            <PartnerCard
              partner={partner}
              headingLevel={2}
              to={href(
                routes.awardDetail,
                { partnerSlug: partner.slug },
                first ? { campaignSlug: first } : {},
              )}
              meta={
                partner.campaigns.length > 0
                  ? t('list.count', { count: partner.campaigns.length })
                  : undefined
              }
            />
          );
        }}
      />
    </RoutePage>
  );
}

import { coinFlow, connectCoin, engagementPartnersFlow } from '@clube/core/engagement';
import { connectPagedList } from '@clube/core/paging';
import { Link } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { href } from '../../runtime/route-href.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { CoinCard } from './CoinCard.tsx';
import { PartnerCard } from './PartnerCard.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

const PARTNERS_KEY = 'engagementPartners';

/**
 * Recompensas (SPEC §2, permission engagement; its layout has no category menu and the top
 * bar's button reads 'Seu Clube'): the company coin with the member's balance (SPEC §8's
 * message and a retry when it fails), the way to the catalogue, and the engagement partners,
 * 18 a page, each leading to its rewards.
 */
export default function RewardsHomeScreen() {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
  const actor = useCachedFlow(PARTNERS_KEY, () => engagementPartnersFlow(club));
  const partners = useFlowApi(actor, connectPagedList);
  useRestoredScroll(PARTNERS_KEY, !partners.loading);

  return (
    <RoutePage titleKey="routes.rewards">
      <p className={styles.intro}>{t('home.intro')}</p>
      <CoinCard
        coin={coin.coin}
        balanceText={coin.balanceText}
        loading={coin.loading}
        failed={coin.error !== null}
        offline={coin.offline}
        onRetry={coin.reload}
      />
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={href(routes.rewardsCatalog)}>
          {t('home.catalog')}
        </Link>
      </div>
      <section className={styles.section} aria-labelledby="rewards-partners">
        <h2 id="rewards-partners" className={styles.sectionTitle}>
          {t('home.partnersTitle')}
        </h2>
        <PagedList
          list={partners}
          label={t('home.partnersLabel')}
          empty={{ character: 'searching', title: t('home.emptyTitle'), text: t('home.emptyText') }}
          headingLevel={3}
          minItemWidth={280}
          estimateItemHeight={96}
          renderItem={(partner) => (
            <PartnerCard
              partner={partner}
              to={href(routes.rewardDetail, { partnerSlug: partner.slug })}
              meta={
                partner.campaigns.length > 0
                  ? t('home.rewardCount', { count: partner.campaigns.length })
                  : undefined
              }
            />
          )}
        />
      </section>
    </RoutePage>
  );
}

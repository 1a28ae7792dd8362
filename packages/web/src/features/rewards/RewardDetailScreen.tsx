import { coinFlow, connectCoin, rewardPartnerFlow } from '@clube/core/engagement';
import { connectLoad } from '@clube/core/shared';
import { useParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { href } from '../../runtime/route-href.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { CoinCard, useCoinName } from './CoinCard.tsx';
import { PartnerLoadState } from './PartnerLoadState.tsx';
import { RewardCard } from './RewardCard.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

/**
 * Detalhes da recompensa (SPEC §2 recompensas/:partnerSlug): an engagement partner, its
 * description and its rewards with their cost in the coin, each leading to its redemption.
 * Another partner is another screen (keyed by the slug).
 */
export default function RewardDetailScreen() {
  const { partnerSlug = '' } = useParams();
  return <RewardPartner key={partnerSlug} partnerSlug={partnerSlug} />;
}

function RewardPartner({ partnerSlug }: { partnerSlug: string }) {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const partner = useFlowApi(
    useFlow(() => rewardPartnerFlow(club, partnerSlug)),
    connectLoad,
  );
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
  const coinName = useCoinName(coin.coin);
  const data = partner.data;

  return (
    <RoutePage
      titleKey="routes.rewardDetail"
      trail={[{ titleKey: 'routes.rewards', to: href(routes.rewards) }]}
    >
      <CoinCard
        coin={coin.coin}
        balanceText={coin.balanceText}
        loading={coin.loading}
        failed={coin.error !== null}
        offline={coin.offline}
        onRetry={coin.reload}
      />

      <PartnerLoadState
        load={partner}
        backTo={href(routes.rewards)}
        texts={{
          loading: t('redemption.loading'),
          notFoundTitle: t('detail.notFoundTitle'),
          notFoundText: t('detail.notFoundText'),
          back: t('detail.backToRewards'),
          failed: t('detail.failed'),
          retry: t('detail.retry'),
        }}
      />

      {data ? (
        <>
          <section className={styles.partnerHeader} aria-labelledby="reward-partner-name">
            {data.logo ? (
              <img
                className={styles.partnerLogo}
                src={data.logo}
                alt=""
                width={styles.PARTNER_LOGO_PX}
                height={styles.PARTNER_LOGO_PX}
              />
            ) : null}
            <div className={styles.cardText}>
              <h2 id="reward-partner-name" className={styles.partnerName}>
                {data.name}
              </h2>
              <SafeHtml html={data.description} />
            </div>
          </section>
          <section className={styles.section} aria-labelledby="reward-partner-rewards">
            <h2 id="reward-partner-rewards" className={styles.sectionTitle}>
              {t('detail.rewardsTitle', { partner: data.name })}
            </h2>
            {data.campaigns.length === 0 ? (
              <p className={styles.intro}>{t('detail.noRewards')}</p>
            ) : (
              <ul
                className={styles.rewardsGrid}
                aria-label={t('detail.rewardsLabel', { partner: data.name })}
              >
                {data.campaigns.map((reward) => (
                  <li key={reward.slug}>
                    <RewardCard
                      reward={{ ...reward, partner: { name: data.name } }}
                      coinName={coinName}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </RoutePage>
  );
}

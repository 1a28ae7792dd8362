import { rewardCost } from '@clube/core/engagement';
import { formatPoints } from '@clube/core/shared';
import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

/** What a reward card shows: a catalogue campaign and a partner's campaign summary both fit. */
export interface RewardCardItem {
  readonly slug: string;
  readonly title?: string | null;
  readonly name?: string | null;
  readonly image?: string | null;
  readonly eventData?: { readonly price?: number | null } | null;
  readonly partner?: { readonly name?: string | null; readonly slug?: string | null } | null;
}

/**
 * A reward: picture (size reserved, lazy), partner, title and its cost in the coin; the whole
 * card leads to its Resgate de Recompensas, and the partner's name (when linked) to the
 * partner's Detalhes da recompensa.
 */
export function RewardCard({
  reward,
  coinName,
  headingLevel = 2,
  linkPartner = false,
}: {
  reward: RewardCardItem;
  /** The coin's name, to read the cost in. */
  coinName: string;
  headingLevel?: 2 | 3;
  /** The partner's name leads to its Detalhes da recompensa (in the catalogue). */
  linkPartner?: boolean;
}) {
  const t = useTexts(rewardsTexts);
  const Heading = `h${headingLevel}` as const;
  const title = reward.title || reward.name || reward.slug;
  const cost = rewardCost(reward);
  return (
    <article className={styles.rewardCard} data-reward={reward.slug}>
      <div className={styles.rewardMedia}>
        {reward.image ? (
          <img
            className={styles.rewardImage}
            src={reward.image}
            alt=""
            width={styles.REWARD_IMAGE.width}
            height={styles.REWARD_IMAGE.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.rewardBody}>
        {reward.partner?.name && reward.partner.slug && linkPartner ? (
          <Link
            className={`${styles.rewardPartner} ${styles.partnerLink}`}
            to={href(routes.rewardDetail, { partnerSlug: reward.partner.slug })}
          >
            {reward.partner.name}
          </Link>
        ) : reward.partner?.name ? (
          <span className={styles.rewardPartner}>{reward.partner.name}</span>
        ) : null}
        <Heading className={styles.cardTitle}>
          <Link
            className={styles.cardLink}
            to={href(routes.rewardRedemption, { campaignSlug: reward.slug })}
            aria-label={t('card.redeem', { title })}
          >
            {title}
          </Link>
        </Heading>
        <span className={styles.cost}>
          {cost === null
            ? t('card.noCost')
            : t('card.cost', { cost: formatPoints(cost), coin: coinName })}
        </span>
      </div>
    </article>
  );
}

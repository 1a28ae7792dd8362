import { connectLike, likeFlow } from '@clube/core/campaigns';
import { useClub } from '../../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { Icon } from '../../../ui/icons/Icon.tsx';
import { reactionsTexts } from './reactions.texts.ts';
import * as styles from './reactions.css.ts';

export interface LikeButtonProps {
  /** The offer as loaded: its slug, whether the member likes it and how many do. */
  campaign: { slug: string; is_liked: boolean; liked_count: number };
  /** Who the offer is from: the button's name and the toast's 'Oferta {title}'. */
  title: string;
  className?: string;
}

/**
 * Curtir (SPEC §4 "Liking"): a toggle on the core's like flow. While the request flies it
 * shows the state asked for; the server's answer sets it (with the toast 'Oferta {title}'
 * curtida / descurtida com sucesso), a refusal puts it back and the toast says so. One flow per
 * offer: give the button a `key` of the slug where one element may show another offer.
 */
export function LikeButton({ campaign, title, className }: LikeButtonProps) {
  const club = useClub();
  const t = useTexts(reactionsTexts);
  const like = useFlowApi(
    useFlow(() =>
      likeFlow(club, {
        slug: campaign.slug,
        title,
        is_liked: campaign.is_liked,
        liked_count: campaign.liked_count,
      }),
    ),
    connectLike,
  );
  return (
    <button
      type="button"
      className={[styles.reaction, styles.liked, className].filter(Boolean).join(' ')}
      aria-pressed={like.pressed}
      aria-busy={like.pending || undefined}
      aria-label={t('like', { name: title, count: like.shownCount })}
      data-failed={like.failed || undefined}
      onClick={like.toggle}
    >
      <Icon name="thumbs-up" size={20} />
      <span className={styles.count} aria-hidden="true">
        {like.shownCount}
      </span>
    </button>
  );
}

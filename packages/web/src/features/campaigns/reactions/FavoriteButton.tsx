import { connectFavorite } from '@clube/core/favorites';
import { useClub } from '../../../runtime/club-context.tsx';
import { useShallowSelector } from '../../../runtime/use-flow.ts';
import { useTexts } from '../../../i18n/feature-texts.ts';
import { Icon } from '../../../ui/icons/Icon.tsx';
import { reactionsTexts } from './reactions.texts.ts';
import * as styles from './reactions.css.ts';

export interface FavoriteButtonProps {
  slug: string;
  /** The partner's name: the button's name and the toast's 'Oferta {title}' (SPEC §8). */
  partnerName: string;
  className?: string;
}

/**
 * Favoritar (SPEC §4 "Favorites"): a toggle on the club's favorites actor, which sends the
 * clicks one at a time and keeps the member's favorites as the server answers them. While a
 * click waits the button shows the state asked for; a refusal puts it back and a toast says so.
 * It re-renders only when this offer's state changes.
 */
export function FavoriteButton({ slug, partnerName, className }: FavoriteButtonProps) {
  const club = useClub();
  const t = useTexts(reactionsTexts);
  const offer = { slug, partnerName };
  const { pressed, pending, failed } = useShallowSelector(club.favorites, (snapshot) => {
    const api = connectFavorite(snapshot, club.favorites.send, offer);
    return { pressed: api.pressed, pending: api.pending, failed: api.failed };
  });
  return (
    <button
      type="button"
      className={[styles.reaction, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      aria-label={t('favorite', { name: partnerName })}
      data-failed={failed || undefined}
      onClick={() =>
        connectFavorite(club.favorites.getSnapshot(), club.favorites.send, offer).toggle()
      }
    >
      <Icon name={pressed ? 'heart-filled' : 'heart'} size={20} />
    </button>
  );
}

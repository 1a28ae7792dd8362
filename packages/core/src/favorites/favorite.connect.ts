import type { SnapshotFrom } from 'xstate';
import type { FavoriteClick, FavoritesEvent, favoritesMachine } from './favorites.machine.ts';

/** One offer's favorite button as any view uses it (SPEC §4 "Favorites"). */
export interface FavoriteApi {
  /** The server's answer: the offer is among the member's favorites. */
  readonly favorite: boolean;
  /** What the button shows: the state the member's clicks ask for while they wait, else the server's. */
  readonly pressed: boolean;
  /** Clicks on this offer wait for (or are in) a request. */
  readonly pending: boolean;
  /** The last click on this offer was refused: the button is back to the server's state. */
  readonly failed: boolean;
  toggle(): void;
}

/**
 * The club's favorites actor read for one offer. Clicks queue in the actor (one request at a
 * time): an odd number of clicks waiting for this offer shows it flipped.
 */
export function connectFavorite(
  snapshot: SnapshotFrom<typeof favoritesMachine>,
  send: (event: FavoritesEvent) => void,
  offer: FavoriteClick,
): FavoriteApi {
  const { slugs, queue, failedSlug } = snapshot.context;
  const favorite = slugs.includes(offer.slug);
  const waiting = queue.filter((click) => click.slug === offer.slug).length;
  const pending = waiting > 0;
  return {
    favorite,
    pressed: waiting % 2 === 1 ? !favorite : favorite,
    pending,
    failed: !pending && failedSlug === offer.slug,
    toggle: () => send({ type: 'TOGGLE', slug: offer.slug, partnerName: offer.partnerName }),
  };
}

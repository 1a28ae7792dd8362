import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from './favorites.machine.ts';

/**
 * The member's favorite slugs once the server has said them (null while unknown): a list of
 * favorited campaigns drops the ones unfavorited since it was read.
 */
export const selectKnownFavorites = (
  snapshot: SnapshotFrom<typeof favoritesMachine>,
): readonly string[] | null =>
  snapshot.matches('ready') || snapshot.matches('toggling') ? snapshot.context.slugs : null;

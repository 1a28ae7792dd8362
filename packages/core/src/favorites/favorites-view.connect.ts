import type { PagedListApi } from '../paging/paging.connect.ts';
import type { FavoritedCampaign } from './favorited-campaign.schema.ts';

/**
 * Meus favoritos (SPEC §4 "Favorites", §7 favoritedCampaigns): the paged list of favorited
 * campaigns, read against the member's favorites as the server last answered them. An item
 * unfavorited here (or anywhere) leaves the view and the total drops by one for each — the
 * list is never edited by a guess, only by the favorites' answer.
 */
export function connectFavoritesView<Q>(
  list: PagedListApi<FavoritedCampaign, Q>,
  favoriteSlugs: readonly string[],
): PagedListApi<FavoritedCampaign, Q> {
  const current = new Set(favoriteSlugs);
  const items = list.items.filter((item) => current.has(item.slug));
  const removed = list.items.length - items.length;
  const total = list.total === null ? null : Math.max(0, list.total - removed);
  return {
    ...list,
    items,
    total,
    empty: !list.loading && list.error === null && total === 0,
  };
}

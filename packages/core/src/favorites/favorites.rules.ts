/** SPEC §4 "Favorites": the server says whether the item is now a favorite. */
export function applyFavoriteAnswer(
  slugs: readonly string[],
  slug: string,
  nowFavorite: boolean,
): string[] {
  const without = slugs.filter((entry) => entry !== slug);
  return nowFavorite ? [...without, slug] : without;
}

/** In the favorites view an unfavorited item leaves and the count drops by one. */
export function removeFromFavoritesView<T extends { slug: string }>(
  view: { items: readonly T[]; total: number },
  slug: string,
): { items: T[]; total: number } {
  const items = view.items.filter((item) => item.slug !== slug);
  return items.length === view.items.length
    ? { items: [...view.items], total: view.total }
    : { items, total: Math.max(0, view.total - 1) };
}

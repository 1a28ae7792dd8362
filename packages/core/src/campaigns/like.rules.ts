/** SPEC §4 "Liking": is_liked flips, liked_count moves by one (down if it was liked). */
export interface Likeable {
  is_liked: boolean;
  liked_count: number;
}

export function applyLike<T extends Likeable>(item: T, nowLiked: boolean = !item.is_liked): T {
  if (nowLiked === item.is_liked) return item;
  return {
    ...item,
    is_liked: nowLiked,
    liked_count: Math.max(0, item.liked_count + (nowLiked ? 1 : -1)),
  };
}

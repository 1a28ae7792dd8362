import { CATEGORY_ICON_COLORS } from '../shared/constants.ts';
import type { Category } from './category.schema.ts';

export type CategoryIconColor = (typeof CATEGORY_ICON_COLORS)[number];

/** The category menu (SPEC §2): the categories flagged for the menu, in their menu order. */
export function menuCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.is_menu)
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        (a.category.menu_order ?? Number.MAX_SAFE_INTEGER) -
          (b.category.menu_order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ category }) => category);
}

/**
 * SPEC §9: category icons take primary-1 … primary-8: the category's own colour token when it
 * names one of them, otherwise by position (then starting again).
 */
export function categoryIconColor(position: number, token?: string | null): CategoryIconColor {
  const named = CATEGORY_ICON_COLORS.find((color) => color === token);
  if (named) return named;
  const count = CATEGORY_ICON_COLORS.length;
  const index = ((Math.trunc(position) % count) + count) % count;
  return CATEGORY_ICON_COLORS[index] ?? CATEGORY_ICON_COLORS[0];
}

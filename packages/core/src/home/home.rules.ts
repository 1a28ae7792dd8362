import type { Category } from '../campaigns/category.schema.ts';
import { canUse, type FeatureConfig } from '../company/permissions.rules.ts';
import type { Partner, Shelf, ShelfPartner } from '../partners/partner.schema.ts';
import type { MessageKey } from '../shared/message-keys.ts';

/** A shelf of the home as a view shows it: a server name, or one of our message keys. */
export interface HomeShelf {
  readonly slug: string;
  /** The server's name (a category's); null when the shelf is named by `nameKey`. */
  readonly name: string | null;
  readonly nameKey: MessageKey | null;
  readonly partners: readonly ShelfPartner[];
  /** The award shelf leads to the awards, the others to the campaign list by partner. */
  readonly kind: 'partners' | 'highlights' | 'awards';
  /**
   * The category a partner shelf shows (the server names such a shelf after it, and its slug is
   * the category's): "see all" opens the campaign list of that category. Null for the main
   * shelf of 'Principais Parceiros', Destaques and the award shelf.
   */
  readonly category: string | null;
}

const MAIN_SHELF_SLUG = 'principais-parceiros';

/**
 * The home's shelves (SPEC §2, §6): the main shelf is 'Principais Parceiros' unless the
 * company set a main_category (the server then names it after that category); a shelf whose
 * permission the company lacks is hidden (Destaques needs highlight); the award shelf comes
 * last and only with awards; empty shelves are not shown.
 */
export function homeShelves(
  shelves: readonly Shelf[],
  awardPartners: readonly Partner[],
  config: FeatureConfig & { main_category?: string | null },
): HomeShelf[] {
  const shown: HomeShelf[] = [];
  shelves.forEach((shelf, index) => {
    if (shelf.permission && !config.permissions.includes(shelf.permission)) return;
    if (shelf.partners.length === 0) return;
    const isMain = index === 0 || shelf.slug === MAIN_SHELF_SLUG;
    const named = shelf.name?.trim() ? shelf.name : null;
    const useDefault = isMain && (!config.main_category || named === null);
    const highlights = shelf.permission === 'highlight';
    shown.push({
      slug: shelf.slug ?? `shelf-${index}`,
      name: useDefault ? null : named,
      nameKey: useDefault ? 'home.mainShelf' : named === null ? 'home.shelf' : null,
      partners: shelf.partners,
      kind: highlights ? 'highlights' : 'partners',
      category: highlights || !shelf.slug || shelf.slug === MAIN_SHELF_SLUG ? null : shelf.slug,
    });
  });
  if (canUse(config, 'awards') && awardPartners.length > 0) {
    shown.push({
      slug: 'premios',
      name: null,
      nameKey: 'home.awardShelf',
      partners: awardPartners.map((partner) => ({
        slug: partner.slug,
        name: partner.name,
        logo: partner.logo,
        logo_negative: partner.logo_negative,
        colors: partner.colors,
      })),
      kind: 'awards',
      category: null,
    });
  }
  return shown;
}

/** A category status that means "switched off" (the API sends a boolean, a 0/1 or a text). */
const INACTIVE_STATUSES = new Set(['false', '0', 'inactive', 'inativo']);

/**
 * The home's category entry points: the company's active categories, once each, in menu order
 * (those without one last, in the order the server gave). Each opens the campaign list of its
 * category.
 */
export function homeCategories(categories: readonly Category[]): Category[] {
  const seen = new Set<string>();
  return categories
    .filter((category) => {
      const active =
        category.slug.trim() !== '' &&
        (category.status === null || !INACTIVE_STATUSES.has(category.status.toLowerCase()));
      if (!active || seen.has(category.slug)) return false;
      seen.add(category.slug);
      return true;
    })
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        (a.category.menu_order ?? Number.MAX_SAFE_INTEGER) -
          (b.category.menu_order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ category }) => category);
}

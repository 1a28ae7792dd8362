import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { categorySchema, type Category } from '../campaigns/category.schema.ts';
import type { Partner, Shelf, ShelfPartner } from '../partners/partner.schema.ts';
import type { FeatureConfig } from '../company/permissions.rules.ts';
import { arbitraryCategory } from '../testing/arbitraries.ts';
import { homeCategories, homeShelves } from './home.rules.ts';

const partner = (slug: string): ShelfPartner => ({
  slug,
  name: slug.toUpperCase(),
  logo: null,
  logo_negative: null,
  colors: { primary: null },
});
const shelf = (name: string | null, slug: string, permission: string | null = null): Shelf => ({
  name,
  slug,
  permission,
  partners: [partner(`${slug}-1`)],
});
/** A company with these permissions (and main category), every flag off. */
const company = (
  permissions: string[],
  main_category: string | null = null,
): FeatureConfig & { main_category: string | null } => ({
  permissions,
  main_category,
  has_geolocation_access: false,
  has_request_partners: false,
  has_api_access: false,
  logout: false,
  generic_app: false,
});
const awardPartner = { ...partner('premiado'), id: '1' } as unknown as Partner;

describe('home shelves', () => {
  it("names the main shelf 'Principais Parceiros' unless a main_category is set", () => {
    const shelves = [
      shelf('Principais Parceiros', 'principais-parceiros'),
      shelf('Bares', 'bares'),
    ];
    const plain = homeShelves(shelves, [], company([]));
    expect(plain.map((s) => [s.name, s.nameKey])).toEqual([
      [null, 'home.mainShelf'],
      ['Bares', null],
    ]);
    const named = homeShelves(
      [shelf('Saúde', 'saude'), shelf('Bares', 'bares')],
      [],
      company([], 'saude'),
    );
    expect(named[0]).toMatchObject({ name: 'Saúde', nameKey: null });
  });

  it('hides Destaques without highlight and shows it with it', () => {
    const shelves = [
      shelf('Principais', 'principais-parceiros'),
      shelf('Destaques', 'destaques', 'highlight'),
    ];
    expect(homeShelves(shelves, [], company([])).map((s) => s.slug)).toEqual([
      'principais-parceiros',
    ]);
    const withHighlight = homeShelves(shelves, [], company(['highlight']));
    expect(withHighlight.map((s) => [s.slug, s.kind])).toEqual([
      ['principais-parceiros', 'partners'],
      ['destaques', 'highlights'],
    ]);
  });

  it('adds the award shelf last, only with awards', () => {
    const shelves = [shelf('Principais', 'principais-parceiros')];
    expect(homeShelves(shelves, [awardPartner], company([]))).toHaveLength(1);
    const withAwards = homeShelves(shelves, [awardPartner], company(['awards']));
    expect(withAwards.at(-1)).toMatchObject({
      kind: 'awards',
      nameKey: 'home.awardShelf',
      partners: [{ slug: 'premiado' }],
    });
  });

  it('leaves out empty shelves', () => {
    const empty = { ...shelf('Vazia', 'vazia'), partners: [] };
    expect(homeShelves([shelf('A', 'a'), empty], [], company([])).map((s) => s.slug)).toEqual([
      'a',
    ]);
  });
});

describe('home shelves: where "see all" goes', () => {
  it('a category shelf names its category; the main shelf, Destaques and awards do not', () => {
    const shelves = [
      shelf('Principais Parceiros', 'principais-parceiros'),
      shelf('Bares', 'bares'),
      shelf('Destaques', 'destaques', 'highlight'),
    ];
    const shown = homeShelves(shelves, [awardPartner], company(['highlight', 'awards']));
    expect(shown.map((s) => [s.kind, s.category])).toEqual([
      ['partners', null],
      ['partners', 'bares'],
      ['highlights', null],
      ['awards', null],
    ]);
  });

  it("a main_category shelf is that category's", () => {
    const [main] = homeShelves([shelf('Saúde', 'saude')], [], company([], 'Saúde'));
    expect(main).toMatchObject({ name: 'Saúde', category: 'saude' });
  });

  it('a shelf without a slug has no category', () => {
    const [main, other] = homeShelves(
      [
        { ...shelf('A', 'a'), slug: null },
        { ...shelf('B', 'b'), slug: null },
      ],
      [],
      company([]),
    );
    expect([main?.category, other?.category]).toEqual([null, null]);
    expect(new Set([main?.slug, other?.slug]).size).toBe(2);
  });
});

const category = (slug: string, extra: Record<string, unknown> = {}): Category =>
  categorySchema.parse({ id: slug, name: slug.toUpperCase(), slug, ...extra });

describe('home categories', () => {
  it('keeps active categories in menu order, those without an order last as given', () => {
    const categories = [
      category('pets'),
      category('viagens', { menu_order: 2 }),
      category('lazer'),
      category('saude', { menu_order: 1 }),
    ];
    expect(homeCategories(categories).map((c) => c.slug)).toEqual([
      'saude',
      'viagens',
      'pets',
      'lazer',
    ]);
  });

  it('leaves out inactive categories, blank slugs and repeats', () => {
    const categories = [
      category('a', { status: true }),
      category('b', { status: false }),
      category('c', { status: 0 }),
      category('d', { status: 1 }),
      category(' '),
      category('a', { name: 'again' }),
    ];
    expect(homeCategories(categories).map((c) => [c.slug, c.name])).toEqual([
      ['a', 'A'],
      ['d', 'D'],
    ]);
  });

  test.prop([fc.array(arbitraryCategory, { maxLength: 20 })])(
    'gives each active slug once, from the list, ordered by menu order',
    (categories) => {
      const shown = homeCategories(categories);
      const slugs = shown.map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const entry of shown) expect(categories).toContain(entry);
      const orders = shown.map((c) => c.menu_order ?? Number.MAX_SAFE_INTEGER);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const expected = new Set(
        categories.filter((c) => c.slug.trim() !== '' && c.status !== 'false').map((c) => c.slug),
      );
      expect(new Set(slugs)).toEqual(expected);
    },
  );
});

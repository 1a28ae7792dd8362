import { describe, expect, it } from 'vitest';
import type { Partner, Shelf, ShelfPartner } from '../partners/partner.schema.ts';
import type { FeatureConfig } from '../company/permissions.rules.ts';
import { homeShelves } from './home.rules.ts';

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

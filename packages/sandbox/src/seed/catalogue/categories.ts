import { imagePath } from '../../assets/images.ts';

export interface SeedCategory {
  company: string;
  slug: string;
  name: string;
  status: boolean;
  is_menu: boolean;
  menu_order: number | null;
  is_home: boolean;
  home_order: number | null;
  menu_icon: string;
  /** Icon colour token: primary-1 to primary-8 (SPEC §9). */
  color: string;
  /** Listed by publicCategories (before sign-in). */
  is_public: boolean;
}

const DEMO: [slug: string, name: string, hex: string][] = [
  ['alimentacao', 'Alimentação', '#E4572E'],
  ['saude', 'Saúde e Bem-estar', '#17BEBB'],
  ['educacao', 'Educação', '#2E86AB'],
  ['viagens', 'Viagens', '#F18F01'],
  ['moda', 'Moda e Beleza', '#C73E1D'],
  ['tecnologia', 'Tecnologia', '#3B1F2B'],
  ['lazer', 'Lazer e Cultura', '#6A4C93'],
  ['servicos', 'Serviços', '#1982C4'],
  ['casa', 'Casa e Decoração', '#8AC926'],
  ['pets', 'Pets', '#FF595E'],
];

function build(company: string, list: typeof DEMO, menuCount: number): SeedCategory[] {
  return list.map(([slug, name, hex], index) => ({
    company,
    slug,
    name,
    // The last category is inactive: it must not be listed anywhere.
    status: index < list.length - 1,
    is_menu: index < menuCount,
    menu_order: index < menuCount ? index + 1 : null,
    is_home: index % 2 === 0,
    home_order: index % 2 === 0 ? index / 2 + 1 : null,
    menu_icon: imagePath('icon', hex, name),
    color: `primary-${(index % 8) + 1}`,
    is_public: index < 5,
  }));
}

export const SEED_CATEGORIES: SeedCategory[] = [
  ...build('clube-demo', DEMO, 8),
  ...build(
    'engaja-mais',
    [
      ['saude', 'Saúde e Bem-estar', '#17BEBB'],
      ['alimentacao', 'Alimentação', '#E4572E'],
      ['educacao', 'Educação', '#2E86AB'],
      ['lazer', 'Lazer e Cultura', '#6A4C93'],
    ],
    3,
  ),
];

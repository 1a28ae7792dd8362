import { imagePath } from '../../assets/images.ts';

export interface SeedBanner {
  company: string;
  name: string;
  image: string;
  image_secondary: string | null;
  link: string | null;
  /** 0: home carousel; 1: banners inserted in campaign lists. */
  type: 0 | 1;
  institutional: boolean;
  showcase: string | null;
  tags: string[];
  vidalink: boolean;
  only_tagged: boolean;
  partner_slug: string | null;
  campaign_slug: string | null;
  position: number;
}

function banner(
  company: string,
  position: number,
  name: string,
  color: string,
  target: Partial<SeedBanner>,
): SeedBanner {
  return {
    company,
    name,
    image: imagePath('banner', color, name),
    image_secondary: imagePath('banner-mobile', color, name),
    link: null,
    type: position % 2 === 0 ? 0 : 1,
    institutional: false,
    showcase: null,
    tags: [],
    vidalink: false,
    only_tagged: false,
    partner_slug: null,
    campaign_slug: null,
    position,
    ...target,
  };
}

/** One banner per click target of SPEC §2 (in that order), on both banner types. */
export const SEED_BANNERS: SeedBanner[] = [
  banner('clube-demo', 0, 'Cartão farmácia', '#17BEBB', { vidalink: true }),
  banner('clube-demo', 1, 'Ofertas de verão', '#F18F01', {
    only_tagged: true,
    tags: ['verao', 'destaque'],
  }),
  banner('clube-demo', 2, 'Vitrine Black Friday', '#3B1F2B', {
    showcase: 'black-friday',
    tags: ['black-friday'],
  }),
  banner('clube-demo', 3, 'Sabor da Terra em destaque', '#E4572E', {
    partner_slug: 'sabor-da-terra',
    campaign_slug: 'sabor-da-terra-voucher-1',
  }),
  banner('clube-demo', 4, 'Todas as ofertas', '#565F7D', { institutional: true }),
  banner('clube-demo', 5, 'Loja parceira', '#2E86AB', { link: '/sandbox/loja/tecnoshop' }),
  banner('clube-demo', 6, 'Saúde em dia', '#17BEBB', {
    type: 0,
    only_tagged: true,
    tags: ['saude-em-dia'],
  }),
  banner('clube-demo', 7, 'Volta às aulas', '#2E86AB', {
    type: 1,
    showcase: 'volta-as-aulas',
    tags: ['volta-as-aulas'],
  }),
  // The list banners (type 1) also reach the pharmacy card and plain Campanhas, so that a list
  // shows every click target of SPEC §2.
  banner('clube-demo', 8, 'Seu cartão farmácia', '#17BEBB', { type: 1, vidalink: true }),
  banner('clube-demo', 9, 'Veja todas as ofertas', '#565F7D', { type: 1, institutional: true }),
  banner('engaja-mais', 0, 'Troque seus pontos', '#F4E04D', { institutional: true }),
  banner('engaja-mais', 1, 'Yoga Zen', '#6A4C93', {
    partner_slug: 'yoga-zen',
    campaign_slug: 'yoga-zen-uniquecode-2',
  }),
  banner('engaja-mais', 2, 'Teatro Aberto', '#C73E1D', { link: '/sandbox/loja/teatro-aberto' }),
];

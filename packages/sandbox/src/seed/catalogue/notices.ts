import { imagePath } from '../../assets/images.ts';

export interface SeedNotice {
  company: string;
  type: 'award' | 'other';
  name: string;
  message: string;
  provided_by: string | null;
  image: string | null;
  image_mobile: string | null;
  value: number | null;
  first_access: boolean;
  link: string | null;
  position: number;
}

/** notice/last answers the first notice (by position) the member has not opened yet. */
export const SEED_NOTICES: SeedNotice[] = [
  {
    company: 'clube-demo',
    type: 'other',
    name: 'Boas-vindas ao seu clube de vantagens!',
    message: '<p>Descubra descontos, <strong>dinheiro de volta</strong> e recompensas.</p>',
    provided_by: null,
    image: null,
    image_mobile: null,
    value: null,
    first_access: true,
    link: null,
    position: 1,
  },
  {
    company: 'clube-demo',
    type: 'award',
    name: 'Prêmio por desempenho',
    message: '<p>Parabéns! Você recebeu um prêmio pelo <strong>excelente trimestre</strong>.</p>',
    provided_by: 'Recursos Humanos',
    image: imagePath('notice', '#F5A623', 'Prêmio'),
    image_mobile: imagePath('notice-mobile', '#F5A623', 'Prêmio'),
    value: 5000,
    first_access: false,
    link: '/carteira/premios',
    position: 2,
  },
  {
    company: 'clube-demo',
    type: 'other',
    name: 'Black Friday no clube',
    message:
      '<p>Ofertas de até <strong>70%</strong> só nesta semana.</p><ul><li>Moda</li><li>Tecnologia</li></ul>',
    provided_by: null,
    image: imagePath('notice', '#3B1F2B', 'Black Friday'),
    image_mobile: imagePath('notice-mobile', '#3B1F2B', 'Black Friday'),
    value: null,
    first_access: false,
    link: '/vitrine/black-friday',
    position: 3,
  },
  {
    company: 'engaja-mais',
    type: 'other',
    name: 'Bem-vindo ao Engaja Mais',
    message: '<p>Participe das ações e junte pontos.</p>',
    provided_by: null,
    image: null,
    image_mobile: null,
    value: null,
    first_access: true,
    link: null,
    position: 1,
  },
];

import { defineTexts } from '../../../i18n/feature-texts.ts';

/** The like and favorite buttons of an offer (cards and the campaign detail). */
export const reactionsTexts = defineTexts(
  'reactions',
  {
    like_one: 'Curtir {{name}}, {{count}} curtida',
    like_other: 'Curtir {{name}}, {{count}} curtidas',
    favorite: 'Favoritar {{name}}',
  },
  {
    like_one: 'Like {{name}}, {{count}} like',
    like_other: 'Like {{name}}, {{count}} likes',
    favorite: 'Favourite {{name}}',
  },
);

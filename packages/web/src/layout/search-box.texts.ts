import { defineTexts } from '../i18n/feature-texts.ts';

/** What the top bar's search says beyond SPEC's texts (in the routes' catalogue). */
export const searchBoxTexts = defineTexts(
  'searchBox',
  {
    noMatch: 'Nenhuma oferta encontrada para “{{term}}”',
    noMatchHint: 'Confira a grafia ou tente outra palavra.',
  },
  {
    noMatch: 'No offer found for “{{term}}”',
    noMatchHint: 'Check the spelling or try another word.',
  },
);

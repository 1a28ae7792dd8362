import { defineTexts } from '../../i18n/feature-texts.ts';

/** /icons: the parts of the kit's catalogue beyond the shared icon texts. */
export const iconsTexts = defineTexts(
  'icons',
  { characters: 'Personagens dos estados vazios' },
  { characters: 'Empty-state characters' },
);

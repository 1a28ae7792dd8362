import { en } from '../i18n/en.ts';
import type { Language } from '../i18n/pick-language.ts';
import { ptBR } from '../i18n/pt-BR.ts';
import type { StartScreenTexts } from './start-screen.ts';

/**
 * The start screen's texts in every language, for index.html (scripts/boot-plugin.ts reads
 * them through Vite's module runner): the loading screen's own texts, not a copy.
 */
export const START_SCREEN_TEXTS: Record<Language, StartScreenTexts> = {
  'pt-BR': { title: ptBR.app.loadingTitle, text: ptBR.app.loadingText },
  en: { title: en.app.loadingTitle, text: en.app.loadingText },
};

import i18next, { type i18n } from 'i18next';
import { en } from './en.ts';
import { ptBR } from './pt-BR.ts';

export const SUPPORTED_LANGUAGES = ['pt-BR', 'en'] as const;

/** SPEC §1: the locale follows the browser language, with Portuguese as the fallback. */
export function pickLanguage(browserLanguages: readonly string[]): 'pt-BR' | 'en' {
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en') return 'en';
  }
  return 'pt-BR';
}

export function createI18n(language: 'pt-BR' | 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'pt-BR',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: { 'pt-BR': { translation: ptBR }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

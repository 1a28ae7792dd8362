import i18next, { type i18n } from 'i18next';
import { ptBR, type Resources } from './pt-BR.ts';
import { MESSAGES_NAMESPACE } from './translate-message.ts';

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

/** The app's own texts in the default namespace, the core's catalogue in its own. */
function namespaces({ messages, ...translation }: Resources) {
  return { translation, [MESSAGES_NAMESPACE]: messages };
}

/**
 * An i18next instance with Portuguese always, and English when its resources are given:
 * `loadI18n` fetches them only for members who read English, so the first screen of
 * everyone else does not carry them.
 */
export function createI18n(language: 'pt-BR' | 'en', english?: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'pt-BR',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {
      'pt-BR': namespaces(ptBR),
      ...(english ? { en: namespaces(english) } : {}),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export async function loadI18n(language: 'pt-BR' | 'en'): Promise<i18n> {
  const english = language === 'en' ? (await import('./en.ts')).en : undefined;
  return createI18n(language, english);
}

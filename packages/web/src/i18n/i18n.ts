import i18next, { type i18n } from 'i18next';
import type { Language } from './pick-language.ts';
import { ptBR, type Resources } from './pt-BR.ts';
import { MESSAGES_NAMESPACE } from './translate-message.ts';

export const SUPPORTED_LANGUAGES = ['pt-BR', 'en'] as const;

/** The app's own texts in the default namespace, the core's catalogue in its own. */
function namespaces({ messages, ...translation }: Resources) {
  return { translation, [MESSAGES_NAMESPACE]: messages };
}

/**
 * An i18next instance with Portuguese always, and English when its resources are given:
 * `loadI18n` fetches them only for members who read English, so the first screen of
 * everyone else does not carry them.
 */
export function createI18n(language: Language, english?: Resources): i18n {
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

export async function loadI18n(language: Language): Promise<i18n> {
  const english = language === 'en' ? (await import('./en.ts')).en : undefined;
  return createI18n(language, english);
}

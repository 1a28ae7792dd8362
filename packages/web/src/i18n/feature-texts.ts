import type { TFunction } from 'i18next';
import { cachedFixedT } from './cached-t.ts';
import { useTranslation } from './I18nProvider.tsx';
import type { Widen } from './widen.ts';

interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** A screen's own texts: Portuguese (quoted from SPEC where it has them) and English. */
export interface FeatureTexts<T extends TextTree = TextTree> {
  /** The i18next namespace the texts live in, one per feature (`campaigns`, `wallet`…). */
  readonly namespace: string;
  readonly 'pt-BR': T;
  readonly en: Widen<T>;
}

/**
 * Declares a feature's texts beside its screens. They ship in the screen's lazy chunk, not
 * on the first route, and English must carry exactly the keys of Portuguese (a missing or
 * extra key fails the type check).
 */
export function defineTexts<const T extends TextTree>(
  namespace: string,
  ptBR: T,
  en: Widen<T>,
): FeatureTexts<T> {
  return { namespace, 'pt-BR': ptBR, en };
}

/**
 * Registers a feature's texts with i18next the first time a screen uses them, in the languages
 * the instance reads: Portuguese (the fallback) and the member's language. A Portuguese reader
 * never pays for merging the English texts; after a change to English, the next render of a
 * screen using them (useTranslation follows the language) adds them.
 */
export function registerTexts(
  i18n: ReturnType<typeof useTranslation>['i18n'],
  texts: FeatureTexts,
): void {
  for (const language of readLanguages(i18n)) {
    if (!i18n.hasResourceBundle(language, texts.namespace)) {
      i18n.addResourceBundle(language, texts.namespace, texts[language]);
    }
  }
}

/** The languages an instance reads texts in: Portuguese always, and its current one. */
export function readLanguages(i18n: { language: string }): readonly ('pt-BR' | 'en')[] {
  return i18n.language === 'en' ? ['pt-BR', 'en'] : ['pt-BR'];
}

/**
 * `t` for a feature's own texts (`t('filters.exclusive')`), following the member's language.
 * The app's shared texts (`routes.*`, `ui.*`) stay with `useTranslation`, the core's
 * messages with `useMessage`.
 */
export function useTexts(texts: FeatureTexts): TFunction {
  const { i18n } = useTranslation();
  registerTexts(i18n, texts);
  return cachedFixedT(i18n, i18n.language, texts.namespace);
}

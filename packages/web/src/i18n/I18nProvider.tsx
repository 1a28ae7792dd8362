import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { cachedFixedT } from './cached-t.ts';

/**
 * The React binding for i18next: one context and a hook that re-renders on a language change.
 * Ours instead of react-i18next because the first route's JavaScript has a budget and we use
 * nothing else of it (no Trans, no suspense loading).
 */
const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation must be used inside <I18nProvider>');
  const language = useSyncExternalStore(
    (notify) => {
      instance.on('languageChanged', notify);
      return () => instance.off('languageChanged', notify);
    },
    () => instance.language,
  );
  return { t: cachedFixedT(instance, language), i18n: instance };
}

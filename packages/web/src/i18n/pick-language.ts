/** The languages the app has texts in. */
export type Language = 'pt-BR' | 'en';

/**
 * SPEC §1: the locale follows the browser language, with Portuguese as the fallback.
 * Self-contained: index.html's loading screen runs it inline too (scripts/boot-plugin.ts).
 */
export function pickLanguage(browserLanguages: readonly string[]): Language {
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en') return 'en';
  }
  return 'pt-BR';
}

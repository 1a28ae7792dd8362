import type { Language } from '../i18n/pick-language.ts';
import type { StartScreenTexts } from './start-screen.ts';

/**
 * Run inline right after index.html's start screen, which is written in the page's language
 * (Portuguese): for a browser in another of the app's languages, puts that language's texts
 * in it, and on the page, before the first paint — as the app will once it runs.
 *
 * Serialised with `Function.prototype.toString` into the page (scripts/boot-plugin.ts): it
 * must not use anything from outside its body; `pick` is pickLanguage, serialised the same way.
 */
export function localizeStartScreen(
  pick: (browserLanguages: readonly string[]) => Language,
  texts: Record<Language, StartScreenTexts>,
  lines: { title: string; text: string },
): void {
  try {
    const language = pick(navigator.languages ?? [navigator.language]);
    if (language === document.documentElement.lang) return;
    document.documentElement.lang = language;
    const put = (attribute: string, text: string) => {
      const line = document.querySelector(`#root [${attribute}]`);
      if (line) line.textContent = text;
    };
    put(lines.title, texts[language].title);
    put(lines.text, texts[language].text);
  } catch {
    // The app's first render is in the member's language anyway.
  }
}

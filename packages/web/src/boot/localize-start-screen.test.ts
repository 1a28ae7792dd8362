import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLanguage } from '../i18n/pick-language.ts';
import { localizeStartScreen } from './localize-start-screen.ts';
import { START_SCREEN_LINES, startScreenHtml } from './start-screen.ts';
import { START_SCREEN_TEXTS } from './start-screen-texts.ts';

/** As index.html runs them: both functions serialised, nothing from this module in scope. */
function runAsThePageDoes(): void {
  const source = `(${localizeStartScreen.toString()})(${pickLanguage.toString()},${JSON.stringify(START_SCREEN_TEXTS)},${JSON.stringify(START_SCREEN_LINES)});`;
  new Function(source)();
}

function openPage(): void {
  document.documentElement.lang = 'pt-BR';
  document.body.innerHTML = `<div id="root">${startScreenHtml(START_SCREEN_TEXTS['pt-BR'])}</div>`;
}

const line = (name: keyof typeof START_SCREEN_LINES) =>
  document.querySelector(`[${START_SCREEN_LINES[name]}]`)?.textContent;

describe('localizeStartScreen (serialised into index.html)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the English texts, and the page language, for an English browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'pt-BR']);
    openPage();
    runAsThePageDoes();
    expect(document.documentElement.lang).toBe('en');
    expect(line('title')).toBe('Please wait');
    expect(line('text')).toBe('We are getting your club ready');
  });

  it('leaves the Portuguese screen as it is for any other browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    openPage();
    runAsThePageDoes();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(line('title')).toBe('Aguarde');
    expect(line('text')).toBe('Estamos preparando o seu clube');
  });

  it('never throws, even on a page without the screen', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.body.innerHTML = '<div id="root"></div>';
    expect(runAsThePageDoes).not.toThrow();
  });
});

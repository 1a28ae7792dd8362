import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/pt-BR.ts';
import { DEFAULT_THEME } from '../theme/default-theme.ts';
import { START_SCREEN_LINES, startScreenHtml } from './start-screen.ts';
import { START_SCREEN_TEXTS } from './start-screen-texts.ts';

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect(template.content.children).toHaveLength(1);
  return template.content.firstElementChild as HTMLElement;
}

describe('startScreenHtml', () => {
  it("is SPEC §2's loading screen: a status with its two lines, in the app's own texts", () => {
    const screen = parse(startScreenHtml(START_SCREEN_TEXTS['pt-BR']));
    expect(screen.getAttribute('role')).toBe('status');
    expect(screen.getAttribute('aria-live')).toBe('polite');
    expect(screen.querySelector(`[${START_SCREEN_LINES.title}]`)?.textContent).toBe('Aguarde');
    expect(screen.querySelector(`[${START_SCREEN_LINES.text}]`)?.textContent).toBe(
      'Estamos preparando o seu clube',
    );
    expect(START_SCREEN_TEXTS['pt-BR']).toEqual({
      title: ptBR.app.loadingTitle,
      text: ptBR.app.loadingText,
    });
  });

  it('styles itself inline, in the default colours, fixed over the viewport', () => {
    const screen = parse(startScreenHtml(START_SCREEN_TEXTS['pt-BR']));
    expect(screen.style.position).toBe('fixed');
    expect(screen.style.inset).toBe('0px');
    expect(screen.style.fontFamily).toContain('system-ui');
    const dot = screen.querySelector('span')!;
    expect(dot.getAttribute('aria-hidden')).toBe('true');
    expect(dot.style.background.toLowerCase()).toBe(
      // jsdom reads colours back as rgb()
      hexToRgb(DEFAULT_THEME.color.primary),
    );
  });

  it('writes texts as text, never as markup', () => {
    const screen = parse(startScreenHtml({ title: '<b>"A" & B</b>', text: '<img src=x>' }));
    expect(screen.querySelector('b, img')).toBeNull();
    expect(screen.querySelector(`[${START_SCREEN_LINES.title}]`)?.textContent).toBe(
      '<b>"A" & B</b>',
    );
    expect(screen.querySelector(`[${START_SCREEN_LINES.text}]`)?.textContent).toBe('<img src=x>');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

import { DEFAULT_THEME } from '../theme/default-theme.ts';

/** The two lines of SPEC §2's loading screen ('Aguarde' / 'Estamos preparando o seu clube'). */
export interface StartScreenTexts {
  title: string;
  text: string;
}

/** Attributes that name the start screen's lines, for its language script. */
export const START_SCREEN_LINES = {
  title: 'data-start-title',
  text: 'data-start-text',
} as const;

const { color, font, space } = DEFAULT_THEME;

/**
 * Inline styles: the screen paints before the stylesheet has loaded (index.html puts the
 * stylesheet after it), in the default colours, as the app's LoadingScreen looks. Fixed over
 * the whole viewport, so that neither the stylesheet's arrival (body margin, fonts) nor the
 * app's first render moves it: no layout shift.
 */
const STYLES = {
  screen: [
    'position:fixed',
    'inset:0',
    'display:flex',
    'flex-direction:column',
    'align-items:center',
    'justify-content:center',
    `gap:${space.sm}`,
    `padding:${space.lg}`,
    'text-align:center',
    `background:${color.background}`,
    `color:${color.text}`,
    `font-family:${font.body}`,
  ],
  dot: ['width:14px', 'height:14px', 'border-radius:50%', `background:${color.primary}`],
  title: ['margin:0', 'font-size:1.5rem'],
  text: ['margin:0', `color:${color.textMuted}`],
};

const style = (rules: string[]) => `style="${rules.join(';')}"`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The start screen, as HTML for index.html's #root (scripts/boot-plugin.ts): SPEC §2's
 * loading screen, painted as soon as the page has arrived instead of a blank page until the
 * app's code has loaded and run. React replaces it with its first render.
 */
export function startScreenHtml(texts: StartScreenTexts): string {
  return (
    `<div role="status" aria-live="polite" ${style(STYLES.screen)}>` +
    `<span aria-hidden="true" ${style(STYLES.dot)}></span>` +
    `<p ${START_SCREEN_LINES.title} ${style(STYLES.title)}>${escapeHtml(texts.title)}</p>` +
    `<p ${START_SCREEN_LINES.text} ${style(STYLES.text)}>${escapeHtml(texts.text)}</p>` +
    `</div>`
  );
}

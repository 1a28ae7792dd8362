import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { FOCUS_RING } from './focus-ring.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('html', { scrollBehavior: 'smooth' });

globalStyle(':focus-visible', FOCUS_RING);

globalStyle('img', { maxWidth: '100%', display: 'block' });

// Headings take focus after navigation (for screen readers); no ring for that programmatic focus.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

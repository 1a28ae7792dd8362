import { vars } from './theme.css.ts';

/**
 * The one focus ring: 3 px of the theme's focus colour, 2 px off the element. The browser's
 * `:focus-visible` (global.css.ts) and a card holding a focused link (ui/card.css.ts) use it,
 * so that every ring a keyboard user follows has the same weight.
 */
export const FOCUS_RING = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

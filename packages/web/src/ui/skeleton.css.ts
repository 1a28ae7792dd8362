import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { cardSurface } from './card.css.ts';

// An opacity pulse, not a moving gradient: the compositor runs it on its own, while a
// background-position shimmer repainted every placeholder on the main thread at each frame
// (on Home's 43 placeholders, a 10–18 ms task every frame until the shelves came: issue 19).
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

const shimmering = style({
  display: 'block',
  backgroundColor: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const line = style([shimmering, { height: '0.875em', borderRadius: vars.radius.sm }]);

export const box = style([
  shimmering,
  { width: '100%', minHeight: '48px', borderRadius: vars.radius.md },
]);

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
  },
]);

export const cardMedia = style([
  shimmering,
  { aspectRatio: '16 / 9', width: '100%', borderRadius: vars.radius.md },
]);

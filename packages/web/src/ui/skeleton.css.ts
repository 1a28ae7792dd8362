import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { cardSurface } from './card.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const shimmering = style({
  display: 'block',
  backgroundColor: vars.color.border,
  backgroundImage: `linear-gradient(90deg, ${vars.color.border} 0%, ${vars.color.background} 50%, ${vars.color.border} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
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

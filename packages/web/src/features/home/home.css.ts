import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const main = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const hero = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const heading = style({ margin: 0, fontSize: '1.75rem' });

export const subheading = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: '1rem',
  opacity: 0.95,
});

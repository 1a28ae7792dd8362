import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.desktop]: { padding: `${vars.space.md} ${vars.space.xl}` } },
});

export const logo = style({ height: '40px', width: 'auto', objectFit: 'contain' });

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

export const brandTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

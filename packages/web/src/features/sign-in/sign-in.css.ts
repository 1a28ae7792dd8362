import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(420px, 1fr)' },
  },
});

export const brandPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  minHeight: '180px',
  color: vars.color.onPrimary,
  backgroundColor: vars.color.primary,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': { [breakpoints.desktop]: { padding: '64px', minHeight: '100vh' } },
});

export const brandText = style({
  margin: 0,
  maxWidth: '28ch',
  fontSize: '1.5rem',
  lineHeight: 1.25,
  fontWeight: 700,
  '@media': { [breakpoints.desktop]: { fontSize: '2.25rem' } },
});

export const formPanel = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  '@media': { [breakpoints.desktop]: { alignItems: 'center', padding: '64px' } },
});

export const card = style({
  width: '100%',
  maxWidth: '400px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const logo = style({
  height: '48px',
  width: 'auto',
  objectFit: 'contain',
  alignSelf: 'flex-start',
});

export const heading = style({ margin: 0, fontSize: '1.75rem', color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const info = style([notice, { background: vars.color.background, color: vars.color.text }]);

export const link = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  fontSize: '0.9375rem',
  alignSelf: 'center',
});

import { globalStyle, style } from '@vanilla-extract/css';
import { page as routePage } from './route-page.css.ts';
import { breakpoints, vars } from '../theme/theme.css.ts';

/**
 * The signed-out pages (Entrar, Ativar conta, the activation form, Esqueci minha senha…): the
 * company's brand panel beside (below 769 px: above) a card holding the page.
 */

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
  // A grid item no wider than its column, whatever the page holds (a strip of tabs).
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  '@media': { [breakpoints.desktop]: { alignItems: 'center', padding: '64px' } },
});

export const card = style({
  width: '100%',
  minWidth: 0,
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

// A RoutePage inside the card takes the card's width, without its own margins.
globalStyle(`${card} > ${routePage}`, { padding: 0, margin: 0, width: '100%', maxWidth: 'none' });

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

/** 'ou' between Entrar and the way to activate, with a rule on each side. */
export const divisor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** A link dressed as a button (the kit's `button` recipe) reads as a button: no underline. */
export const buttonLink = style({ textDecoration: 'none' });

/** The sign-in partners (SPEC §3 sign-in content): their logo and name on the brand panel. */
export const partners = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: 600,
});

export const partnersLogo = style({
  height: '40px',
  width: 'auto',
  maxWidth: '160px',
  objectFit: 'contain',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: '4px',
});

import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

export const publicPage = style({ minHeight: '100vh', background: vars.color.background });

export const publicHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { padding: `${vars.space.md} ${vars.space.xl}` } },
});

export const logo = style({
  height: '40px',
  width: 'auto',
  maxWidth: '60vw',
  objectFit: 'contain',
});

export const back = style({ color: vars.color.primaryText, fontWeight: 600 });

export const document = style([
  cardSurface,
  {
    maxWidth: '72ch',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    '@media': { [breakpoints.desktop]: { padding: vars.space.xl } },
  },
]);

export const intro = style({
  margin: 0,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: '1.0625rem', color: vars.color.text });

export const paragraph = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });

export const embedded = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const embeddedTitle = style({ margin: 0, fontSize: '1.375rem', color: vars.color.text });

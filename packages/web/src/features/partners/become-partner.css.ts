import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '880px',
});

export const intro = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: 1.5,
  maxWidth: '60ch',
});

export const required = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const buttons = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [breakpoints.desktop]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const thanks = style([
  cardSurface,
  {
    padding: vars.space.lg,
    maxWidth: '640px',
    outline: 'none',
  },
]);

export const thanksActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

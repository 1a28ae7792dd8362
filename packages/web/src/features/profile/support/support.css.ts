import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../theme/theme.css.ts';
import { cardSurface } from '../../../ui/card.css.ts';

export const section = style([
  cardSurface,
  {
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    scrollMarginTop: vars.space.xl,
  },
]);

export const title = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const required = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const sent = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
  fontSize: '0.9375rem',
  // An empty live region stays in the page (so what arrives is read out) but takes no room.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const buttons = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  '@media': {
    [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center' },
  },
});

export const link = style({ color: vars.color.primaryText, fontWeight: 600, textAlign: 'center' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

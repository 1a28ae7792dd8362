import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { FOCUS_RING } from '../../theme/focus-ring.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** One line, kept while the total loads: the list below does not move when it arrives. */
export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  lineHeight: 1.5,
  minHeight: '1.5em',
});

export const searchSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.desktop]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  // The chips wrap at every width: a row scrolling sideways on a phone hid 'Z-A' with no
  // sign that more existed.
  flexWrap: 'wrap',
  paddingBlock: '2px',
});

export const groupLabel = style({
  flex: 'none',
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const chip = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:hover': { borderColor: vars.color.primaryText },
    '&:focus-visible': FOCUS_RING,
  },
});

export const divider = style({
  display: 'none',
  '@media': {
    [breakpoints.desktop]: {
      display: 'block',
      width: '1px',
      alignSelf: 'stretch',
      background: vars.color.border,
      marginInline: vars.space.xs,
    },
  },
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const clear = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.primaryText,
});

export const banner = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  selectors: {
    '&:focus-visible': FOCUS_RING,
  },
});

export const bannerPicture = style({ display: 'block' });

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

export const bannerText = style({
  display: 'block',
  padding: vars.space.lg,
  fontWeight: 700,
  fontSize: '1.25rem',
});

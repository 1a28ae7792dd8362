import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../theme/theme.css.ts';
import { cardShape } from '../../../ui/card.css.ts';
import { FOCUS_RING } from '../../../theme/focus-ring.ts';

export const balance = style([
  cardShape,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.primary,
    color: vars.color.onPrimary,
  },
]);

export const balanceText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const balanceLabel = style({ fontSize: '0.875rem', fontWeight: 600 });

export const balanceAmount = style({ fontSize: '1.5rem', fontWeight: 700 });

/** The wallet link on the brand colour: the brand's readable text colour, underlined. */
export const balanceLink = style({
  color: vars.color.onPrimary,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.onPrimary}`, outlineOffset: '2px' },
  },
});

export const others = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const otherLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 700,
    },
    '&:focus-visible': FOCUS_RING,
  },
});

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
});

export const choice = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '56px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.background },
  },
});

/**
 * The radio itself stays in the page (keyboard, screen readers) and takes the clicks over the
 * whole choice, unseen: the label's border and background show it.
 */
export const choiceInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const choiceValue = style({ fontWeight: 700, fontSize: '1.0625rem' });

export const choiceNote = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

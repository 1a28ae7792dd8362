import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  width: '100%',
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
});

/** A radio drawn as a chip: the native input stays (keyboard, screen readers), visually small. */
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: '8px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}`,
      color: vars.color.primaryText,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.primaryText,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '1rem',
  color: vars.color.text,
});

export const totalValue = style({ fontSize: '1.375rem', fontWeight: 700 });

export const cardRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const cardInput = style({ flex: '1 1 auto', minWidth: 0 });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const savedCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const savedCardName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const cardBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

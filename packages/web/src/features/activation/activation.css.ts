import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

/** What happened and what to do next, after a refusal. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const outcomeTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const outcomeText = style({ margin: 0, lineHeight: 1.5 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const textLink = style({ color: vars.color.primaryText, fontWeight: 600 });

export const footnote = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '0.9375rem',
  color: vars.color.textMuted,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const legendHint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: '8px 12px',
  minHeight: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: '0.875rem',
  color: vars.color.text,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primaryText,
      background: vars.color.background,
      fontWeight: 600,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const chipBox = style({ margin: 0, accentColor: vars.color.primaryText });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '48px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 600,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primaryText,
      background: vars.color.background,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const choiceBox = style({
  margin: 0,
  width: '18px',
  height: '18px',
  accentColor: vars.color.primaryText,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const hiddenNote = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A part of the page that takes the focus (the form, the terms): no outline box around it. */
export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

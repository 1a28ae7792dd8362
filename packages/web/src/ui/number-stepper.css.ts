import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
});

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.text });

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

export const group = style({
  display: 'inline-flex',
  width: 'fit-content',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.secondary}` },
  },
});

export const button = style({
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  fontSize: '1.25rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});

export const input = style({
  width: '4.5em',
  border: 'none',
  textAlign: 'center',
  fontSize: '1rem',
  fontFamily: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** The message of a stepper bound to a form field (StepperField). */
export const message = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.8125rem',
  color: vars.color.danger,
  fontWeight: 600,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.text });

export const asterisk = style({ color: vars.color.danger, marginLeft: '2px' });

export const control = style({ position: 'relative' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '10px 40px 10px 14px',
  fontSize: '1rem',
  fontFamily: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:focus': {
      borderColor: vars.color.primaryText,
      outline: 'none',
      boxShadow: `0 0 0 3px ${vars.color.secondary}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  position: 'absolute',
  right: '12px',
  top: '50%',
  width: '20px',
  height: '20px',
  marginTop: '-10px',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  transition: 'transform 120ms ease',
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
});

export const listbox = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  maxHeight: '240px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.secondary,
      color: vars.color.onSecondary,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: 700 },
  },
});

export const empty = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  padding: '10px 12px',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const error = style({ fontSize: '0.8125rem', color: vars.color.danger, fontWeight: 600 });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.text });

export const asterisk = style({ color: vars.color.danger, marginLeft: '2px' });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '10px 14px',
  fontSize: '1rem',
  fontFamily: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus': {
      borderColor: vars.color.primaryText,
      outline: 'none',
      boxShadow: `0 0 0 3px ${vars.color.secondary}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const withToggle = style({ paddingRight: '84px' });

export const toggle = style({
  position: 'absolute',
  right: '6px',
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  fontWeight: 600,
  fontSize: '0.8125rem',
  padding: '8px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const error = style({ fontSize: '0.8125rem', color: vars.color.danger, fontWeight: 600 });

export const multiline = style({ minHeight: '120px', resize: 'vertical', lineHeight: 1.5 });

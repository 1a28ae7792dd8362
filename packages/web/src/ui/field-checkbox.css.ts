import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  accentColor: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
  },
});

export const label = style({
  fontSize: '0.9375rem',
  lineHeight: 1.4,
  color: vars.color.text,
  cursor: 'pointer',
});

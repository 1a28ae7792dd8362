import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { FOCUS_RING } from '../theme/focus-ring.ts';

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
    '&:focus-visible': FOCUS_RING,
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
  },
});

export const label = style({
  fontSize: '0.9375rem',
  lineHeight: 1.4,
  color: vars.color.text,
  cursor: 'pointer',
});

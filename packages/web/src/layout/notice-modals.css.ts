import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const providedBy = style({ margin: 0, color: vars.color.textMuted });

export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

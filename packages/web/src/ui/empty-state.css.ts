import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const character = style({ width: '96px', height: '96px', marginBottom: vars.space.sm });

export const face = style({ fill: vars.color.secondary });

const stroke = {
  fill: 'none',
  stroke: vars.color.primaryText,
  strokeWidth: 3.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ink = style(stroke);

export const inkThin = style({ ...stroke, strokeWidth: 2 });

export const inkFill = style({ fill: vars.color.primaryText });

export const mouth = style({ ...stroke, fill: vars.color.surface });

export const tongue = style({ ...stroke, strokeWidth: 2.5, stroke: vars.color.danger });

export const blush = style({ fill: vars.color.tertiary, opacity: 0.55 });

export const tear = style({ fill: vars.color.focus, opacity: 0.8 });

export const coin = style({
  fill: vars.color.tertiary,
  stroke: vars.color.primaryText,
  strokeWidth: 2,
});

export const lens = style({ ...stroke, fill: vars.color.surface, fillOpacity: 0.6 });

export const handle = style({ ...stroke, strokeWidth: 5 });

export const title = style({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });

export const description = style({ margin: 0, maxWidth: '36ch', color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.danger}`,
});

export const text = style({ margin: 0 });

export const dismiss = style({
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
});

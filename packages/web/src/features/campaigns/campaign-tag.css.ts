import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tag = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '0.25em',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.8125rem',
  lineHeight: 1.2,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.2)',
});

export const amount = style({ fontSize: '1.125rem', fontWeight: 800, whiteSpace: 'nowrap' });

export const before = style({ whiteSpace: 'nowrap', opacity: 0.9 });

export const exclusive = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.tertiary,
  color: vars.color.onTertiary,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.2)',
});

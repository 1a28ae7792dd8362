import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css.ts';

/** Pinned to the foot of the viewport, small, above nothing the member is working on. */
export const prompts = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 21,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
  pointerEvents: 'none',
  // Above the mobile tab bar (fixed at the foot of narrow screens), never over it.
  '@media': { [breakpoints.mobile]: { bottom: '4.5rem' } },
});

export const prompt = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '40rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  fontSize: '0.9375rem',
});

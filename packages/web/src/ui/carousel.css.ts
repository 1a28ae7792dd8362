import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { FOCUS_RING } from '../theme/focus-ring.ts';

export const carousel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  // Swipes are ours; vertical scrolling stays the browser's.
  touchAction: 'pan-y',
});

export const slide = style({
  display: 'block',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': FOCUS_RING,
  },
});

export const dots = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({
  width: '12px',
  height: '12px',
  padding: 0,
  border: `2px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  // A 24 px target around the 12 px dot (WCAG 2.5.8).
  boxSizing: 'content-box',
  backgroundClip: 'content-box',
  outline: '6px solid transparent',
  selectors: {
    // The dots are tabs: the selected one is the slide shown.
    '&[aria-selected="true"]': { background: vars.color.primaryText },
    '&:focus-visible': FOCUS_RING,
  },
});

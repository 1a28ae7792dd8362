import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { FOCUS_RING } from '../theme/focus-ring.ts';

export const modalWidth = createVar();

export const dialog = style({
  vars: { [modalWidth]: '480px' },
  width: `min(${modalWidth}, calc(100vw - 32px))`,
  maxHeight: 'calc(100dvh - 32px)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  overflow: 'auto',
  selectors: {
    '&::backdrop': { background: 'rgba(20, 24, 40, 0.55)' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const close = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  minHeight: '40px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': FOCUS_RING,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

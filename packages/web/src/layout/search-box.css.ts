import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const wrapper = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const title = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.background },
  },
});

export const partner = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const recent = style({ display: 'flex', alignItems: 'center' });

export const recentTerm = style({
  flex: 1,
  textAlign: 'left',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '0.9375rem',
  cursor: 'pointer',
});

export const remove = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

/** The search answered the term with nothing: said in the box rather than silence. */
export const noMatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

export const noMatchTitle = style({ margin: 0, fontWeight: 700, color: vars.color.text });

export const noMatchHint = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

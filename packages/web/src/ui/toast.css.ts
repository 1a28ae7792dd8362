import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars } from '../theme/theme.css.ts';

export const region = style({
  position: 'fixed',
  zIndex: 1000,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  pointerEvents: 'none',
  '@media': {
    [breakpoints.desktop]: {
      insetInline: 'auto',
      right: vars.space.lg,
      top: vars.space.lg,
      bottom: 'auto',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const accents = {
  success: vars.color.success,
  error: vars.color.danger,
  favorite: vars.color.primaryText,
  like: vars.color.primaryText,
};

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: '380px',
    padding: '12px 12px 12px 16px',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.card,
    borderLeft: '4px solid',
  },
  variants: {
    type: {
      success: { borderLeftColor: accents.success },
      error: { borderLeftColor: accents.error },
      favorite: { borderLeftColor: accents.favorite },
      like: { borderLeftColor: accents.like },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingTop: '1px' },
  variants: {
    type: {
      success: { color: accents.success },
      error: { color: accents.error },
      favorite: { color: accents.favorite },
      like: { color: accents.like },
    },
  },
});

export const body = style({ flex: 1, margin: 0, fontSize: '0.9375rem', lineHeight: 1.4 });

export const title = style({ margin: 0, fontWeight: 700 });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';
import { FOCUS_RING } from '../../theme/focus-ring.ts';

const LOGO_PX = 64;

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

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

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
      gap: vars.space.md,
    },
  },
});

const cardBox = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: `${LOGO_PX + 24}px`,
    padding: vars.space.sm,
  },
]);

export const card = style([
  cardBox,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { boxShadow: `0 0 0 2px ${vars.color.primaryText}` },
      '&:focus-visible': FOCUS_RING,
    },
  },
]);

export const skeletonCard = cardBox;

export const logo = style({
  display: 'block',
  flexShrink: 0,
  width: `${LOGO_PX}px`,
  height: `${LOGO_PX}px`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  objectFit: 'cover',
  // Where the logo will be, before it loads.
  background: vars.color.background,
});

export const initial = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: '1.5rem',
    fontWeight: 700,
  },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: 1,
  minWidth: 0,
});

export const skeletonText = style([text, { gap: vars.space.sm }]);

export const name = style({ fontWeight: 700, overflowWrap: 'break-word' });

export const category = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const distance = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  textAlign: 'center',
});

export const failureText = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  boxShadow: `inset 0 0 0 2px ${vars.color.primaryText}`,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': FOCUS_RING,
  },
});

import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css.ts';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // Room for the fixed mobile tabs below the footer.
  paddingBottom: '64px',
  '@media': { [breakpoints.desktop]: { paddingBottom: 0 } },
});

/**
 * At least a screen tall: the footer starts below the fold, so a page whose content is still
 * loading does not show it and then push it away (a layout shift on every signed-in page).
 */
export const main = style({ flex: 1, minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-60px',
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [breakpoints.desktop]: { gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.xl}` },
  },
});

export const logoLink = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

/** The company's title where it has no logo: one line, as wide as a logo may be. */
export const logoText = style({
  maxWidth: '140px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 700,
  fontSize: '1.125rem',
  color: 'inherit',
});

export const logo = style({
  height: '36px',
  width: 'auto',
  maxWidth: '140px',
  objectFit: 'contain',
});

/**
 * Visibility by width. `!important` on purpose: these utilities must win over the display of
 * whatever component class they are combined with, whichever stylesheet comes first.
 */
export const desktopOnly = style({
  '@media': { [breakpoints.mobile]: { display: 'none !important' } },
});

export const mobileOnly = style({
  '@media': { [breakpoints.desktop]: { display: 'none !important' } },
});

export const spacer = style({ flex: 1 });

export const topNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xl}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const mobileSearch = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
});

export const barButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&:hover': { background: vars.color.background } },
});

export const brandButton = style([
  barButton,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    padding: `0 ${vars.space.md}`,
    selectors: { '&:hover': { background: vars.color.primary, filter: 'brightness(1.08)' } },
  },
]);

export const newDot = style({
  position: 'absolute',
  top: '6px',
  right: '6px',
  width: '9px',
  height: '9px',
  borderRadius: '50%',
  background: vars.color.tertiary,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

/** Where the desktop search sits in the top bar: it takes the free width. */
export const searchSlot = style({ flex: 1, minWidth: 0, maxWidth: '560px' });

export const search = style({
  flex: 1,
  minWidth: 0,
  maxWidth: '560px',
  display: 'flex',
  position: 'relative',
});

export const searchInput = style({
  width: '100%',
  minHeight: '40px',
  padding: '8px 72px 8px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontFamily: 'inherit',
  fontSize: '0.9375rem',
  background: vars.color.background,
  color: vars.color.text,
});

export const searchClear = style({
  position: 'absolute',
  right: '6px',
  top: '50%',
  transform: 'translateY(-50%)',
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  fontWeight: 600,
  cursor: 'pointer',
  padding: '6px 10px',
});

export const mobileTabs = style([
  mobileOnly,
  {
    display: 'flex',
    position: 'fixed',
    bottom: 0,
    left: 0,
    right: 0,
    zIndex: 20,
    background: vars.color.surface,
    boxShadow: '0 -1px 6px rgba(20, 24, 40, 0.12)',
  },
]);

export const mobileTab = style({
  flex: 1,
  textAlign: 'center',
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primaryText,
      boxShadow: `inset 0 3px 0 ${vars.color.primaryText}`,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({ color: vars.color.primaryText, fontWeight: 600 });

export const scrollTop = style([
  brandButton,
  {
    position: 'fixed',
    right: vars.space.md,
    bottom: '88px',
    zIndex: 15,
    '@media': { [breakpoints.desktop]: { bottom: vars.space.lg } },
  },
]);

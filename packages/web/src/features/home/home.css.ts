import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';
import { FOCUS_RING } from '../../theme/focus-ring.ts';

/** The banner's picture: 2:1 on phones (image_secondary), 4:1 from the desktop breakpoint. */
export const BANNER_SIZES = {
  mobile: { width: 600, height: 300 },
  desktop: { width: 1200, height: 300 },
} as const;

/** A shelf partner's logo, in px: the tile's width follows it. */
export const LOGO_PX = { mobile: 88, desktop: 112 } as const;

/** The media query of the phone's banner picture (`<source media>`). */
export const mobileMedia = breakpoints.mobile;

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.desktop]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` },
  },
});

export const greeting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: '1.5rem',
  lineHeight: 1.25,
  color: vars.color.text,
  '@media': { [breakpoints.desktop]: { fontSize: '1.75rem' } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const sectionHeading = style({
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.3,
  color: vars.color.text,
  '@media': { [breakpoints.desktop]: { fontSize: '1.25rem' } },
});

/* Banners ------------------------------------------------------------------------------ */

const bannerRatio = style({
  display: 'block',
  width: '100%',
  aspectRatio: `${BANNER_SIZES.mobile.width} / ${BANNER_SIZES.mobile.height}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': {
    [breakpoints.desktop]: {
      aspectRatio: `${BANNER_SIZES.desktop.width} / ${BANNER_SIZES.desktop.height}`,
    },
  },
});

/** Holds the carousel's place while it loads or failed: the picture plus the controls' row. */
export const bannerPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const bannerSkeleton = bannerRatio;

/** The carousel's controls are 44 px tall: the placeholder keeps that room. */
export const controlsRoom = style({ height: '44px' });

export const bannerFailure = style([
  bannerRatio,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.dangerSurface,
    textAlign: 'center',
  },
]);

export const bannerLink = style([
  bannerRatio,
  {
    position: 'relative',
    color: vars.color.onPrimary,
    background: vars.color.primary,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    },
  },
]);

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** A banner without a picture: its name on the company colour. */
export const bannerText = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  padding: vars.space.lg,
  fontSize: '1.5rem',
  fontWeight: 700,
  textAlign: 'center',
});

/* Failures ----------------------------------------------------------------------------- */

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

/* Rows that scroll sideways (categories on phones, shelves) ---------------------------- */

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '40px',
});

export const sectionActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.primaryText,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': FOCUS_RING,
  },
});

export const scrollButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.4 },
    '&:focus-visible': FOCUS_RING,
  },
  '@media': { [breakpoints.desktop]: { display: 'inline-flex' } },
});

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  // Room for the focus ring of the first and last tiles, and for the shadow.
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  // The tiles snap to the padding's edge, not the row's: without it the browser scrolled each
  // row 4 px on its first layout (the first tile's ring room gone, and a scroll event that ends
  // the browser's largest-paint reports before the greeting is drawn).
  scrollPaddingInline: vars.space.xs,
  scrollbarWidth: 'thin',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

globalStyle(`${row} > li`, { flex: '0 0 auto', scrollSnapAlign: 'start' });

/* Category entry points ------------------------------------------------------------------ */

export const categoryRow = style([
  row,
  {
    '@media': {
      [breakpoints.desktop]: { flexWrap: 'wrap', overflowX: 'visible' },
    },
  },
]);

export const categoryLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '96px',
  padding: `${vars.space.sm} 2px`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: '0.8125rem',
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': FOCUS_RING,
  },
  '@media': { [breakpoints.desktop]: { width: '104px' } },
});

export const categoryIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  flexShrink: 0,
  overflow: 'hidden',
});

export const categoryIconImage = style({ width: '32px', height: '32px', objectFit: 'contain' });

/** The category's name: at most two lines, so every tile has the same height. */
export const categoryName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.5em',
  hyphens: 'auto',
});

export const categorySkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '96px',
  padding: `${vars.space.sm} 2px`,
  '@media': { [breakpoints.desktop]: { width: '104px' } },
});

/* Shelves ------------------------------------------------------------------------------ */

export const shelves = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The first shelf's height as laid out (HomeShelves measures it): every shelf has its shape. */
export const shelfHeight = createVar();

/**
 * Where a shelf below the fold goes until it comes near the viewport: the measured height of
 * a shelf, or until then its parts added up (header, gap, the row's padding, logo, gap and two
 * lines of name), so that nothing moves when the shelf arrives.
 */
export const shelfPlaceholder = style({
  height: fallbackVar(shelfHeight, `calc(${LOGO_PX.mobile + 68}px + 2.5 * 0.8125rem)`),
  '@media': {
    [breakpoints.desktop]: {
      height: fallbackVar(shelfHeight, `calc(${LOGO_PX.desktop + 68}px + 2.5 * 0.875rem)`),
    },
  },
});

export const partnerLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: `${LOGO_PX.mobile + 8}px`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': {
    [breakpoints.desktop]: { width: `${LOGO_PX.desktop + 8}px`, fontSize: '0.875rem' },
  },
});

export const partnerLogo = style([
  cardSurface,
  {
    display: 'block',
    width: `${LOGO_PX.mobile}px`,
    height: `${LOGO_PX.mobile}px`,
    objectFit: 'cover',
    transition: 'transform 120ms ease',
    selectors: {
      [`${partnerLink}:hover &`]: { transform: 'translateY(-2px)' },
    },
    '@media': {
      [breakpoints.desktop]: { width: `${LOGO_PX.desktop}px`, height: `${LOGO_PX.desktop}px` },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

/** A partner without a logo: its initial on the company's colour. */
export const partnerInitial = style([
  partnerLogo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: '2rem',
    fontWeight: 700,
  },
]);

export const partnerName = style({
  display: 'block',
  width: '100%',
  minHeight: '2.5em',
  overflowWrap: 'break-word',
});

export const partnerSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: `${LOGO_PX.mobile + 8}px`,
  '@media': { [breakpoints.desktop]: { width: `${LOGO_PX.desktop + 8}px` } },
});

export const logoSkeleton = style({
  display: 'block',
  width: `${LOGO_PX.mobile}px`,
  height: `${LOGO_PX.mobile}px`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': {
    [breakpoints.desktop]: { width: `${LOGO_PX.desktop}px`, height: `${LOGO_PX.desktop}px` },
  },
});

/** Loading rows show as many tiles as fit, never a scrollbar. */
export const skeletonRow = style([row, { overflowX: 'hidden' }]);

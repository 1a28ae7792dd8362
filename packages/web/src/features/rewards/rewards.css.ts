import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardFocusRing, cardShape, cardSurface } from '../../ui/card.css.ts';
import { FOCUS_RING } from '../../theme/focus-ring.ts';

/** The coin's picture, in px (its box is reserved: no layout shift). */
export const COIN_IMAGE_PX = 56;
/** A reward's picture (the API's campaign pictures are 16:9). */
export const REWARD_IMAGE = { width: 800, height: 450 } as const;
export const PARTNER_LOGO_PX = 64;

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

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: '1.25rem', color: vars.color.text });

/** A link that reads as a secondary button. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: '8px 18px',
  borderRadius: vars.radius.pill,
  boxShadow: `inset 0 0 0 2px ${vars.color.primaryText}`,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': FOCUS_RING,
  },
});

/** A link that reads as the primary button. */
export const primaryLink = style([
  linkButton,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: 'none',
    selectors: { '&:hover': { background: vars.color.primary, filter: 'brightness(1.08)' } },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

// ─── The coin ──────────────────────────────────────────────────────────────────────────────

export const coin = style([
  cardShape,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: `${COIN_IMAGE_PX + 32}px`,
    padding: vars.space.md,
    background: vars.color.primary,
    color: vars.color.onPrimary,
  },
]);

export const coinImage = style({
  flex: 'none',
  width: `${COIN_IMAGE_PX}px`,
  height: `${COIN_IMAGE_PX}px`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  objectFit: 'contain',
});

export const coinText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const coinLabel = style({ fontSize: '0.875rem', fontWeight: 600 });

export const coinAmount = style({
  fontSize: '1.5rem',
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const coinFailure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  '@media': {
    [breakpoints.desktop]: { flexDirection: 'row', alignItems: 'center' },
  },
});

export const coinFailureText = style({ margin: 0, flex: 1, fontWeight: 600 });

// ─── Cards ─────────────────────────────────────────────────────────────────────────────────

const cardBox = style([
  cardSurface,
  cardFocusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    color: vars.color.text,
  },
]);

export const partnerCard = style([
  cardBox,
  { flexDirection: 'row', alignItems: 'center', gap: vars.space.md, padding: vars.space.md },
]);

export const partnerLogo = style({
  flex: 'none',
  width: `${PARTNER_LOGO_PX}px`,
  height: `${PARTNER_LOGO_PX}px`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  objectFit: 'contain',
});

export const partnerInitial = style([
  partnerLogo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: '1.5rem',
    fontWeight: 700,
  },
]);

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: 1,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });

/** The card's link covers the whole card (its ::after), so the card is one target. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const cardMeta = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const rewardCard = cardBox;

export const rewardMedia = style({
  aspectRatio: `${REWARD_IMAGE.width} / ${REWARD_IMAGE.height}`,
  background: vars.color.secondary,
});

export const rewardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const rewardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const rewardPartner = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.textMuted,
});

/** Above the card's own link (its ::after covers the card). */
export const partnerLink = style({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  color: vars.color.primaryText,
  selectors: {
    '&:focus-visible': FOCUS_RING,
  },
});

export const cost = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: '0.9375rem',
});

// ─── Catalogue filter ──────────────────────────────────────────────────────────────────────

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const filterField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 240px',
  maxWidth: '480px',
});

export const filterLabel = style({ fontWeight: 600, fontSize: '0.875rem' });

export const filterInput = style({
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

// ─── Partner detail ────────────────────────────────────────────────────────────────────────

export const partnerHeader = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
  },
]);

export const partnerName = style({ margin: 0, fontSize: '1.25rem' });

export const rewardsGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  },
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
});

export const failureText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

// ─── Redemption ────────────────────────────────────────────────────────────────────────────

export const redemption = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' },
  },
});

export const rewardSheet = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
  },
]);

export const rewardTitle = style({ margin: 0, fontSize: '1.375rem' });

export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const subTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: '1rem' });

/** On phones the summary (and its button) comes first; on desktop it stays in view. */
export const summary = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    '@media': {
      [breakpoints.mobile]: { order: -1 },
      [breakpoints.desktop]: { position: 'sticky', top: vars.space.md },
    },
  },
]);

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

/** A term and its value on one line, or the value on the next when both do not fit. */
export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const figureTerm = style({ color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  marginLeft: 'auto',
  textAlign: 'right',
  fontWeight: 700,
});

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 600,
});

export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.surface,
});

export const successTitle = style({ margin: 0, color: vars.color.success, fontSize: '1.125rem' });

export const code = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '1.125rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const confirmBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const confirmText = style({ margin: 0 });

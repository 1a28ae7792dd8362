import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { cardFocusRing, cardSurface } from '../../ui/card.css.ts';

/** The campaign picture's proportions (the API's pictures are 16:9). */
export const CAMPAIGN_IMAGE = { width: 800, height: 450 } as const;
export const PARTNER_LOGO_PX = 40;

export const card = style([
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

export const media = style({
  position: 'relative',
  aspectRatio: `${CAMPAIGN_IMAGE.width} / ${CAMPAIGN_IMAGE.height}`,
  background: vars.color.secondary,
  display: 'grid',
  placeItems: 'center',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** No picture (a favorited campaign carries none): the partner's logo on the brand colour. */
export const mediaLogo = style({
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  objectFit: 'contain',
});

export const tagSlot = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  maxWidth: `calc(100% - 2 * ${vars.space.sm})`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const partner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const partnerLogo = style({
  flex: 'none',
  width: `${PARTNER_LOGO_PX}px`,
  height: `${PARTNER_LOGO_PX}px`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  objectFit: 'contain',
});

export const partnerName = style({ whiteSpace: 'nowrap' });

export const title = style({
  margin: 0,
  fontSize: '1rem',
  lineHeight: 1.35,
  fontWeight: 700,
});

/** The title's link covers the whole card; the buttons sit above it. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '40px',
});

export const expiry = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.danger,
});

/** An ended offer stays listed (a favorite, a search hit) but reads as over: a grey picture. */
export const endedMedia = style({
  filter: 'grayscale(1)',
});

export const endedLabel = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const cashback = style({
  margin: 0,
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  // Dark green on pale green: 5.9:1, AA for small bold text whatever the company's colours.
  background: '#e6f4ea',
  color: vars.color.success,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

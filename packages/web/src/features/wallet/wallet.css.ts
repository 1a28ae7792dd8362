import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
});

export const tabHeading = style({ margin: 0, fontSize: '1.25rem', color: vars.color.text });

/** The balance and what can be done with it, side by side on desktop. */
export const overview = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    minWidth: 0,
  },
]);

export const balanceCard = style([card, { borderTop: `4px solid ${vars.color.primary}` }]);

export const cardTitle = style({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const amount = style({
  margin: 0,
  fontSize: '2rem',
  fontWeight: 700,
  lineHeight: 1.15,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const detail = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

/** As tall as a coin's image (48 px) from the start: the image arriving moves nothing. */
export const coinRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
});

export const coinImage = style({
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.background,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: '0.875rem',
  lineHeight: 1.5,
});

export const warning = style([
  notice,
  { background: vars.color.dangerSurface, borderLeft: `4px solid ${vars.color.danger}` },
]);

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const successText = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const link = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'underline',
});

/* The withdrawal dialog. */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choice = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primaryText,
      boxShadow: `inset 0 0 0 1px ${vars.color.primaryText}`,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

globalStyle(`${choice} input`, { accentColor: vars.color.primaryText, margin: 0 });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
});

export const stepTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

/** What will be sent: each label above its value, so a long key never breaks into a column. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2px',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

globalStyle(`${summary} dt`, { color: vars.color.textMuted, fontSize: '0.875rem' });
globalStyle(`${summary} dt:not(:first-child)`, { marginTop: vars.space.sm });
globalStyle(`${summary} dd`, {
  margin: 0,
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/* Cashback records. */

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
    },
  },
});

export const filterButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  // On one row with the fields, the buttons line up with the inputs, below their labels.
  '@media': { [breakpoints.desktop]: { paddingTop: '24px' } },
});

export const guide = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

globalStyle(`${guide} summary`, {
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.primaryText,
});

export const guideList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const record = style([card, { padding: vars.space.md, height: '100%' }]);

export const recordHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logo = style({
  flex: 'none',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const recordNames = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const partnerName = style({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const campaignTitle = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const earned = style({
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 700,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const badge = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
  border: '1px solid currentColor',
});

/** Status colours: dark text on a pale ground, AA whatever the company's colours. */
export const status = styleVariants({
  pending: { color: '#7a4d00', background: '#fff4dc' },
  approved: { color: '#1d4f91', background: '#e6f0fc' },
  available: { color: '#14612e', background: '#e3f5e9' },
  redeemed: { color: '#3d4354', background: '#eceef3' },
  cancelled: { color: '#9b1c1c', background: '#fdecec' },
  unknown: { color: '#3d4354', background: '#eceef3' },
});

export const reason = style({
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: vars.color.text,
});

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

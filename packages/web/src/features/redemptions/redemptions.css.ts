import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

/** The tabs and the open tab's content. */
export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The space a tab's content keeps below the tabs. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${panel} > section`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
globalStyle(`${panel} > section > h2`, { margin: `${vars.space.sm} 0 0`, fontSize: '1.25rem' });

/** One redemption: a card of the paged list. */
export const card = style([
  cardSurface,
  {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    color: vars.color.text,
  },
]);

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const logo = style({
  width: '48px',
  height: '48px',
  flex: '0 0 auto',
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const logoPlaceholder = style([
  logo,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
  },
]);

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const partnerName = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const title = style({
  margin: 0,
  fontSize: '1rem',
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `2px ${vars.space.md}`,
});

export const amount = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
});

export const badge = style([
  badgeBase,
  { background: vars.color.background, color: vars.color.text },
]);
export const badgeWarning = style([badgeBase, { background: '#fff4d6', color: '#6b4a00' }]);
export const badgeDanger = style([
  badgeBase,
  { background: vars.color.dangerSurface, color: vars.color.danger },
]);
export const badgeSuccess = style([
  badgeBase,
  { background: '#e3f4e8', color: vars.color.success },
]);

/** A code, with its copy button beside it (below it on narrow cards). */
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const codeLabel = style({
  flex: '1 1 100%',
  margin: 0,
  fontSize: '0.75rem',
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const code = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

/** The gift card's reveal button, right below the purchase's codes. */
export const reveal = style({ display: 'flex' });

export const link = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const details = style({ fontSize: '0.9375rem' });

globalStyle(`${details} > summary`, {
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.primaryText,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const confirmText = style({ margin: `0 0 ${vars.space.md}`, lineHeight: 1.5 });

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The letter as read in its dialog. */
export const letter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const letterLogo = style({
  height: '56px',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  alignSelf: 'flex-start',
});

export const letterFields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: '0.9375rem',
});

globalStyle(`${letterFields} dt`, { fontWeight: 600, color: vars.color.textMuted });
globalStyle(`${letterFields} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const signature = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const signatureImage = style({ height: '48px', width: 'auto', maxWidth: '160px' });

export const sendForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sendTitle = style({ margin: 0, fontSize: '1rem' });

export const sent = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#e3f4e8',
  color: vars.color.success,
  fontWeight: 600,
});

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const visuallyHiddenText = style({
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

/** Meus resgates without a connection: the notice above the kept codes. */
export const offlineNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#fff4d6',
  color: '#4a3300',
});
globalStyle(`${offlineNotice} > p`, { margin: 0 });

export const offlineTitle = style({ fontWeight: 700, flexBasis: '100%' });

/** The kept codes, laid out as the paged list lays out its cards. */
export const keptGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Why an action is not possible now, beside it. */
export const blockedReason = style({ fontSize: '0.875rem', color: vars.color.textMuted });

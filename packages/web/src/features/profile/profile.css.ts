import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

/** Meu perfil: the member's card beside the details on desktop, stacked on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(260px, 320px) minmax(0, 1fr)' },
  },
});

export const card = style([
  cardSurface,
  {
    padding: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
  },
]);

export const memberCard = style([
  card,
  {
    alignItems: 'center',
    textAlign: 'center',
    '@media': { [breakpoints.desktop]: { position: 'sticky', top: vars.space.md } },
  },
]);

export const memberName = style({
  margin: 0,
  fontSize: '1.25rem',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const memberDocument = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

export const sectionIntro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

/** Label / value pairs: one column on a phone, two on desktop. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const term = style({ fontSize: '0.8125rem', fontWeight: 600, color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const missing = style([value, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const addressLines = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

/** The forms: one column on a phone, a grid of fields on desktop. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '880px',
});

export const fieldset = style([
  card,
  {
    border: 'none',
    margin: 0,
  },
]);

export const narrowForm = style([card, { maxWidth: '480px', gap: vars.space.md }]);

export const required = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });

export const status = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  // An empty live region stays in the page (so what arrives is read out) but takes no room.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.9375rem',
});

export const success = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.success,
  fontWeight: 600,
  fontSize: '0.9375rem',
  // An empty live region stays in the page (so what arrives is read out) but takes no room.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const buttons = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.desktop]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const link = style({ color: vars.color.primaryText, fontWeight: 600 });

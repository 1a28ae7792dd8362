import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardSurface } from '../../ui/card.css.ts';

/** One column on phones; on desktop the offer on the left and what to do on the right. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"media" "aside" "main"',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"media aside" "main aside"',
      alignItems: 'start',
    },
  },
});

export const media = style({ gridArea: 'media' });

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const aside = style({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.secondary,
});

export const panel = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
  },
]);

export const partner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const partnerLogo = style({
  width: '48px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: '50%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontSize: '1.375rem',
  lineHeight: 1.25,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const validity = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const endsSoon = style({ color: vars.color.danger, fontWeight: 700 });

export const endedValidity = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.danger,
});

export const cashback = style({
  margin: 0,
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: '#e6f4ea',
  color: vars.color.success,
  fontSize: '0.875rem',
  fontWeight: 700,
});

export const reactions = style({ display: 'flex', gap: vars.space.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ margin: 0, fontSize: '1.125rem', color: vars.color.text });

export const prose = style({ color: vars.color.text, lineHeight: 1.55 });

export const addresses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const address = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontStyle: 'normal',
  color: vars.color.text,
  lineHeight: 1.45,
});

export const addressIcon = style({
  color: vars.color.primaryText,
  flexShrink: 0,
  marginTop: '2px',
});

export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
});

export const successTitle = style({ margin: 0, color: vars.color.success, fontWeight: 700 });

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: '12px 24px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: { '&:hover': { filter: 'brightness(1.08)' } },
});

export const textLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const code = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.primaryText}`,
  background: vars.color.background,
});

export const codeLabel = style({
  width: '100%',
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});

export const codeValue = style({
  flex: '1 1 auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.25rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const check = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  lineHeight: 1.4,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  marginTop: '1px',
  flexShrink: 0,
  accentColor: vars.color.primaryText,
});

export const fieldError = style({
  fontSize: '0.8125rem',
  color: vars.color.danger,
  fontWeight: 600,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const reportRow = style({ display: 'flex', justifyContent: 'flex-start' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} a`, { color: vars.color.primaryText });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
});

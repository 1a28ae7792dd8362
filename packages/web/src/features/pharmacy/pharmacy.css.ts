import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';
import { cardShape, cardSurface } from '../../ui/card.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 1fr)' },
  },
});

/** The card itself, in the company's colour, the proportions of a payment card. */
export const card = style([
  cardShape,
  {
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: vars.space.md,
    aspectRatio: '1.586',
    minHeight: '200px',
    padding: vars.space.lg,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        right: '-60px',
        top: '-60px',
        width: '200px',
        height: '200px',
        borderRadius: '50%',
        background: 'currentColor',
        opacity: 0.08,
      },
    },
  },
]);

export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const cardTitle = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const cardClub = style({ fontSize: '0.875rem', fontWeight: 600, opacity: 0.9 });

export const cardHolder = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const cardLabel = style({
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const cardName = style({ fontSize: '1.125rem', fontWeight: 700, overflowWrap: 'anywhere' });

export const cardDocument = style({ fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' });

export const cardStatus = style({ margin: 0, fontWeight: 600, fontSize: '0.9375rem' });

export const panel = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    maxWidth: '560px',
  },
]);

export const intro = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

export const warning = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
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

import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css.ts';
import { cardSurface } from './card.css.ts';

/** A card around a group of fields; a fieldset's own border and margin are dropped. */
export const section = style([
  cardSurface,
  {
    margin: 0,
    border: 'none',
    padding: vars.space.lg,
    minWidth: 0,
  },
]);

/** Floated so that it sits inside the card like a heading (a legend otherwise cuts the border). */
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: '1.125rem',
  fontWeight: 700,
  color: vars.color.text,
});

const grid = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

/** One column on mobile; on desktop, the columns the form lays its fields on. */
export const fields = styleVariants({ 2: 2, 6: 6 }, (columns) => [
  grid,
  {
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    },
  },
]);

const span = (columns: string) => ({
  '@media': { [breakpoints.desktop]: { gridColumn: columns } },
});

/** How many desktop columns a field takes (`full`: the whole row). */
export const fieldSpan = styleVariants({
  2: span('span 2'),
  3: span('span 3'),
  4: span('span 4'),
  full: span('1 / -1'),
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { FOCUS_RING } from '../theme/focus-ring.ts';
import { RENDER_ALL_ROWS_ATTRIBUTE } from '../theme/render-all-rows.ts';

/**
 * The space between cards, in pixels: the paged list counts its columns from it, so it is a
 * number here rather than a theme variable.
 */
export const PAGED_LIST_GAP_PX = 16;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The list: rows in the flow of the page, or (windowed) rows placed over its full height. */
export const list = style({ position: 'relative', margin: 0, padding: 0 });

/** One row of `columns` cells, plus what follows its items (a banner) across the whole row. */
export const row = style({
  display: 'grid',
  columnGap: `${PAGED_LIST_GAP_PX}px`,
  rowGap: `${PAGED_LIST_GAP_PX}px`,
  // The gap below the row is part of the row, so that a measured row carries it.
  paddingBottom: `${PAGED_LIST_GAP_PX}px`,
});

/**
 * A row in the flow of the page (not windowed): the browser skips its rendering while it is out
 * of view, at its estimated height (given inline, from the list's estimate) until first rendered,
 * then at its last real height. A list's next page then costs the rows that come into view, not
 * a layout of every card: the frame that drew 10 new campaigns on a 60-card list went from 194
 * to 60 ms at 4× CPU. Not for windowed rows: the virtualizer measures them, and would read the
 * estimate.
 */
export const skippableRow = style({
  contentVisibility: 'auto',
  selectors: {
    [`[${RENDER_ALL_ROWS_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
  },
});

/** A row placed by the virtualizer (windowed rendering). */
export const placedRow = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const item = style({
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: {
    // Focus lands on an item (tabIndex -1) after "Carregar mais": it must show.
    '&:focus-visible': FOCUS_RING,
  },
});

/** What follows an item (a campaign list's banner): it takes the whole row. */
export const between = style({ gridColumn: '1 / -1', minWidth: 0 });

export const skeletons = style({
  display: 'grid',
  gap: `${PAGED_LIST_GAP_PX}px`,
});

/** Below the list: what watches for the end of the list, and the button that does the same. */
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** An element of no size that says when the end of the list scrolls into view. */
export const sentinel = style({ width: '100%', height: '1px' });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  textAlign: 'center',
});

export const failureTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const failureDetail = style({ margin: 0, color: vars.color.textMuted });

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

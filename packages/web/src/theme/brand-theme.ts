import type { CompanyColors } from '@clube/core/company';
import { DEFAULT_COLORS } from '@clube/core/shared';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { accessibleOn, readableTextOn } from './contrast.ts';
import { vars } from './theme.css.ts';

/**
 * Brand colours used as text or fills are checked against the darkest light surface the
 * theme uses (the page background, #f4f5f8): what reads there reads on white too.
 */
const SURFACE = '#f4f5f8';

/** The theme's brand tokens filled from a company's colours, with AA-safe text colours. */
export function brandThemeVars(colors: CompanyColors | null | undefined): Record<string, string> {
  const { primary, secondary, tertiary } = colors ?? DEFAULT_COLORS;
  // Fills keep the brand's own colour with a readable text colour on top; only brand colour
  // used as text on the page is adjusted (darkened or lightened) to reach AA.
  return assignInlineVars({
    [vars.color.primary]: primary,
    [vars.color.secondary]: secondary,
    [vars.color.tertiary]: tertiary,
    [vars.color.onPrimary]: readableTextOn(primary),
    [vars.color.onSecondary]: readableTextOn(secondary),
    [vars.color.onTertiary]: readableTextOn(tertiary),
    [vars.color.primaryText]: accessibleOn(primary, SURFACE),
  });
}

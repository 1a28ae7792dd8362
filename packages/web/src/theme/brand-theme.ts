import type { CompanyColors } from '@clube/core';
import { DEFAULT_COLORS } from '@clube/core';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { accessibleOn, readableTextOn } from './contrast.ts';
import { vars } from './theme.css.ts';

const SURFACE = '#ffffff';

/** The theme's brand tokens filled from a company's colours, with AA-safe text colours. */
export function brandThemeVars(colors: CompanyColors | null | undefined): Record<string, string> {
  const { primary, secondary, tertiary } = colors ?? DEFAULT_COLORS;
  // A control filled with the primary colour must itself stand out on the page (3:1 for UI).
  const primaryFill = accessibleOn(primary, SURFACE);
  return assignInlineVars({
    [vars.color.primary]: primaryFill,
    [vars.color.secondary]: secondary,
    [vars.color.tertiary]: tertiary,
    [vars.color.onPrimary]: readableTextOn(primaryFill),
    [vars.color.onSecondary]: readableTextOn(secondary),
    [vars.color.onTertiary]: readableTextOn(tertiary),
    [vars.color.primaryText]: accessibleOn(primary, SURFACE),
  });
}

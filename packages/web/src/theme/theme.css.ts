import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { DEFAULT_THEME } from './default-theme.ts';

/**
 * The one theme contract. Brand colours come from the company config at run time
 * (`brandThemeVars`); the `on*` tokens are the readable text colours on each brand colour,
 * and the `*Text` tokens are brand colours adjusted for AA contrast on the page surface.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    secondary: null,
    tertiary: null,
    onPrimary: null,
    onSecondary: null,
    onTertiary: null,
    primaryText: null,
    surface: null,
    background: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    dangerSurface: null,
    success: null,
    focus: null,
  },
  font: { body: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  shadow: { card: null },
});

// Plain data, in a module of its own: the build's boot plan reads it outside vanilla-extract.
export { breakpoints } from './breakpoints.ts';

createGlobalTheme(':root', vars, DEFAULT_THEME);

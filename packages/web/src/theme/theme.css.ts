import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

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

export const breakpoints = {
  /** SPEC §9: the desktop breakpoint. */
  desktop: 'screen and (min-width: 769px)',
  /** Below the desktop breakpoint. */
  mobile: 'screen and (max-width: 768.98px)',
  /** SPEC §9: the large-screen band. */
  largeBand: 'screen and (min-width: 769px) and (max-width: 1354px)',
};

createGlobalTheme(':root', vars, {
  color: {
    primary: '#565F7D',
    secondary: '#B7BBC8',
    tertiary: '#f5a623',
    onPrimary: '#ffffff',
    onSecondary: '#1a1a1a',
    onTertiary: '#1a1a1a',
    primaryText: '#565F7D',
    surface: '#ffffff',
    background: '#f4f5f8',
    text: '#1f2330',
    textMuted: '#555b6b',
    border: '#d5d8e0',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e7a3c',
    focus: '#1d4ed8',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  shadow: { card: '0 1px 3px rgba(20, 24, 40, 0.12), 0 4px 16px rgba(20, 24, 40, 0.06)' },
});

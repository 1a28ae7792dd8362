/**
 * The theme's values until the company config's colours are applied: the stylesheet's `:root`
 * (theme.css.ts) and index.html's start screen, which paints before any stylesheet has loaded
 * (src/boot/start-screen.ts).
 */
export const DEFAULT_THEME = {
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
};

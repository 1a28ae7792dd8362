import { useLayoutEffect, type ReactNode } from 'react';
import { brandThemeVars } from '../theme/brand-theme.ts';
import { useCompanyConfig } from '../runtime/club-selectors.ts';

/**
 * Fills the theme contract from the company's colours. The variables go on the root element
 * so that everything (dialogs, portals, the page background) wears the brand.
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const colors = useCompanyConfig()?.colors;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const assigned = brandThemeVars(colors);
    for (const [name, value] of Object.entries(assigned)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(assigned)) root.style.removeProperty(name);
    };
  }, [colors]);
  return <>{children}</>;
}

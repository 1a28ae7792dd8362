import { useEffect } from 'react';
import { useCompanyConfig } from './club-selectors.ts';

/**
 * Keeps the tab's title on the company's brand (SPEC §1); its icon is the start-up's
 * (features/startup/use-company-favicon.ts).
 */
export function useBrandDocument(pageTitle: string | null): void {
  const config = useCompanyConfig();
  useEffect(() => {
    const brand = config?.title ?? 'Clube';
    document.title = pageTitle ? `${pageTitle} | ${brand}` : brand;
  }, [config?.title, pageTitle]);
}

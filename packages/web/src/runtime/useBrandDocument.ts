import { useEffect } from 'react';
import { checkedImageUrl } from './checked-url.ts';
import { useCompanyConfig } from './club-selectors.ts';

/** Keeps the tab's title and icon on the company's brand (SPEC §1). */
export function useBrandDocument(pageTitle: string | null): void {
  const config = useCompanyConfig();
  useEffect(() => {
    const brand = config?.title ?? 'Clube';
    document.title = pageTitle ? `${pageTitle} | ${brand}` : brand;
  }, [config?.title, pageTitle]);
  const favicon = checkedImageUrl(config?.favicon, config ?? null);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);
}

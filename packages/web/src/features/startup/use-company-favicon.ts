import { useEffect } from 'react';

/**
 * SPEC §1: the tab's icon is the company's favicon. The start-up sets it once the first screen
 * is shown (it passes null until then): a tab icon is not what the member waits for, and its
 * request went with the first screen's own, before the page was interactive (issue 19 counts
 * them: on Entrar 16 with it, 15 without). `href` has been through the start-up's URL check;
 * null leaves the icon as it is.
 */
export function useCompanyFavicon(href: string | null): void {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = href;
  }, [href]);
}

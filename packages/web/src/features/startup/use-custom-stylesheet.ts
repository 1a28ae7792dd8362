import { useEffect } from 'react';

/**
 * SPEC §2: the company's custom stylesheet (config custom_script), attached as soon as the
 * company config is here, so that the first screen is drawn with it, not restyled after.
 * `href` has been through the start-up's URL check; null attaches nothing.
 */
export function useCustomStylesheet(href: string | null): void {
  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['clubeCustom'] = '';
    document.head.append(link);
    return () => link.remove();
  }, [href]);
}

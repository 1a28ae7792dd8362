import { isOutdatedBrowser } from '@clube/core/navigation';
import { useEffect, useState } from 'react';
import OutdatedBrowserWarning from './OutdatedBrowserWarning.tsx';

/** SPEC §9: the desktop breakpoint. */
const DESKTOP = '(min-width: 769px)';

/**
 * The start-up work that can follow the first screen (SPEC §2): the company's custom
 * stylesheet (checked by the start-up) and, on desktop, the outdated-browser warning.
 */
export default function StartupExtras({
  stylesheet,
}: {
  /** The custom stylesheet's URL, already through the URL check; null for none. */
  stylesheet: string | null;
}) {
  const [outdated] = useState(
    () => isOutdatedBrowser(navigator.userAgent) && window.matchMedia?.(DESKTOP).matches === true,
  );

  const href = stylesheet;
  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['clubeCustom'] = '';
    document.head.append(link);
    return () => link.remove();
  }, [href]);

  return outdated ? <OutdatedBrowserWarning /> : null;
}

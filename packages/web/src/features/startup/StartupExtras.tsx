import { isOutdatedBrowser } from '@clube/core/navigation';
import { useState } from 'react';
import OutdatedBrowserWarning from './OutdatedBrowserWarning.tsx';

/** SPEC §9: the desktop breakpoint. */
const DESKTOP = '(min-width: 769px)';

/**
 * The start-up work that can follow the first screen (SPEC §2): on desktop, the
 * outdated-browser warning.
 */
export default function StartupExtras() {
  const [outdated] = useState(
    () => isOutdatedBrowser(navigator.userAgent) && window.matchMedia?.(DESKTOP).matches === true,
  );
  return outdated ? <OutdatedBrowserWarning /> : null;
}
